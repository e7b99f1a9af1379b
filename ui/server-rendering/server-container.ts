import type { ErrorReporter } from '@application/ports/error-reporter';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { MemoryStorage } from '@infrastructure/memory-storage';
import { AnswerRecorder } from '@infrastructure/server-answers';
import { browserSlots } from '@infrastructure/storage-slots';
import type { Session } from '@rewards-storefront/domain/session/session';
import { NoActivityIdleTimer, NoFileSaver, NoPageNavigator } from '@infrastructure/server-rendering-adapters';
import type { Container } from 'inversify';
import { composeStorefront, type StorefrontConfig } from '../composition-root';

/** What the server knows of one page request, for its container. */
export interface ServerContainerOptions {
  readonly config: StorefrontConfig;
  readonly locale: Locale;
  readonly userAgent: string;
  /** How the page's API calls reach the programme API (server/storefront/server-rendering.ts: in process). */
  readonly fetch: (request: Request) => Promise<Response>;
  readonly errorReporter: ErrorReporter;
  /**
   * The member whose session cookie the request carried, as the browser keeps that session; null for a visitor.
   * For an admin's log-in-as session too: the member's profile, which the page loads, names the admin and their
   * access, so the banner and the read-only controls render as the browser shows them. (The browser also keeps the
   * console's one-time link token and logout URL for the way back; the server has neither, and needs neither to render.)
   */
  readonly session: Session | null;
  /** The request's Cookie header, of which the application reads its own cookies (the chosen card). */
  readonly cookies: string;
}

/** A page request's container, and the page's data block: the API answers its stores were filled with. */
export interface ServerContainer {
  readonly container: Container;
  /** The <script> block of those answers, with the response's nonce (the browser's stores start from them). */
  readonly answersScript: (nonce: string) => string;
  /** Whether the API refused the session (401, or 403 such as pending actions): the browser must handle that itself. */
  readonly sessionRefused: () => boolean;
}

/**
 * One page request's container, built by the browser's composition
 * (composeStorefront) with the server's adapters: the same HTTP gateways,
 * over a fetch that reaches the API in process; storages holding only the
 * member's session when there is one (the server sees no browser storage:
 * what it knows comes from the request's cookies); no idle timer, no
 * navigation, no files to save. A new one per request: no member's data
 * ever outlives their page. Every answer to a read is recorded for the page
 * to carry (state transfer, infrastructure/server-answers.ts).
 */
export function createServerContainer(options: ServerContainerOptions): ServerContainer {
  const recorder = new AnswerRecorder();
  const local = new MemoryStorage();
  if (options.session !== null) {
    const slots = browserSlots(local, new MemoryStorage());
    // The slot keeps the session's own fields (infrastructure/storage-slots.ts), never the log-in-as flag.
    slots.sessionStorage.write(options.session);
    // The member's language was applied when they signed in (the browser hydrates only a page where it was).
    slots.languageCheckStorage.write(options.session.memberId);
  }
  const container = composeStorefront({
    config: options.config,
    // The server's rendering only reads: it never sends a change, so it needs no CSRF token.
    csrfToken: () => null,
    fetch: recorder.fetch(options.fetch),
    storages: { local, session: new MemoryStorage() },
    // Read, never sent back: what the application writes here stays in this request.
    cookies: { jar: { cookie: options.cookies }, secure: false },
    errorReporter: options.errorReporter,
    initialLocale: options.locale,
    userAgent: options.userAgent,
    pageNavigator: new NoPageNavigator(),
    idleTimer: new NoActivityIdleTimer(),
    fileSaver: () => Promise.resolve(new NoFileSaver()),
    inlineGuestContent: null,
  });
  return { container, answersScript: (nonce) => recorder.script(nonce), sessionRefused: () => recorder.refusedSession() };
}
