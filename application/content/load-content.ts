import type { Locale } from '@domain/locale/locale';
import type { ContentAudience, ContentGateway, ContentRequest } from '../ports/content-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { FORBIDDEN, UNAUTHORIZED, type GatewayFailure } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { ContentState, ContentStore } from './content-store';

export interface LoadContentInput {
  readonly locale: Locale;
}

type Content = Omit<ContentState, 'loading'>;

/**
 * Fills the ContentStore with the content service's configuration, navigation
 * menu and (for members) account menu, for whoever is looking and in the
 * page's locale (spec §4: content is loaded at start and reloaded on sign-in,
 * sign-out and locale change).
 *
 * Always holds:
 * - it is safe to call on every render that may have changed the audience or
 *   the locale: a call for the audience and locale already loaded (or being
 *   loaded) does nothing, so callers need no bookkeeping;
 * - only the latest call settles the store: a late answer for a previous
 *   locale or audience is dropped;
 * - a member refused member content with a 403 (pending actions) gets the
 *   guest content, so the pending-actions layout still has its header, footer
 *   and sign-out destinations;
 * - a 401 on member content ends the session; other failures are reported and
 *   keep what the store held, and the next call tries again.
 */
export class LoadContent {
  private latest = 0;
  private currentKey: string | null = null;

  constructor(
    private readonly gateway: ContentGateway,
    private readonly store: ContentStore,
    private readonly sessions: SessionStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ locale }: LoadContentInput): Promise<void> {
    const audience: ContentAudience = this.sessions.snapshot.session === null ? 'guest' : 'member';
    const key = `${audience} ${locale}`;
    if (key === this.currentKey) return;
    this.currentKey = key;
    this.latest += 1;
    const ticket = this.latest;
    this.store.startLoading();

    let outcome = await this.fetch({ audience, locale });
    if (ticket !== this.latest) return;
    if (!outcome.ok && audience === 'member' && outcome.error.errorCode === FORBIDDEN) {
      outcome = await this.fetch({ audience: 'guest', locale });
      if (ticket !== this.latest) return;
    }
    if (outcome.ok) {
      this.store.loaded(outcome.content);
      return;
    }
    this.currentKey = null;
    this.store.failed();
    if (audience === 'member' && outcome.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('content load', outcome.error);
  }

  private async fetch(request: ContentRequest): Promise<{ readonly ok: true; readonly content: Content } | GatewayFailure> {
    // Visitors have no profile menu, so their account menu is never asked for.
    const [config, navigation, accountMenu] = await Promise.all([
      this.gateway.loadConfig(request),
      this.gateway.loadMenu('navigation', request),
      request.audience === 'member' ? this.gateway.loadMenu('account', request) : Promise.resolve({ ok: true as const, items: [] }),
    ]);
    if (!config.ok) return config;
    if (!navigation.ok) return navigation;
    if (!accountMenu.ok) return accountMenu;
    return { ok: true, content: { config: config.config, navigation: navigation.items, accountMenu: accountMenu.items } };
  }
}
