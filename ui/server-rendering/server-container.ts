import type { ErrorReporter } from '@application/ports/error-reporter';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { MemoryStorage } from '@infrastructure/memory-storage';
import { AnswerRecorder } from '@infrastructure/server-answers';
import { NoActivityIdleTimer, NoPageNavigator } from '@infrastructure/server-rendering-adapters';
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
}

/** A page request's container, and the page's data block: the API answers its stores were filled with. */
export interface ServerContainer {
  readonly container: Container;
  /** The <script> block of those answers, with the response's nonce (the browser's stores start from them). */
  readonly answersScript: (nonce: string) => string;
}

/**
 * One page request's container, built by the browser's composition
 * (composeStorefront) with the server's adapters: the same HTTP gateways,
 * over a fetch that reaches the API in process; empty storages (the server
 * sees no browser storage, as on a first visit); no idle timer, no
 * navigation, no files to save. A new one per request: no member's data
 * ever outlives their page. Every answer to a read is recorded for the page
 * to carry (state transfer, infrastructure/server-answers.ts).
 */
export function createServerContainer(options: ServerContainerOptions): ServerContainer {
  const recorder = new AnswerRecorder();
  const container = composeStorefront({
    config: options.config,
    // The server's rendering only reads: it never sends a change, so it needs no CSRF token.
    csrfToken: () => null,
    fetch: recorder.fetch(options.fetch),
    storages: { local: new MemoryStorage(), session: new MemoryStorage() },
    errorReporter: options.errorReporter,
    initialLocale: options.locale,
    userAgent: options.userAgent,
    pageNavigator: new NoPageNavigator(),
    idleTimer: new NoActivityIdleTimer(),
    fileSaver: () => Promise.reject(new Error('the server saves no file for the member')),
    inlineGuestContent: null,
  });
  return { container, answersScript: (nonce) => recorder.script(nonce) };
}
