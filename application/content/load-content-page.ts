import type { ContentPageSlug } from '@domain/content/content-page';
import type { Locale } from '@domain/locale/locale';
import type { ContentAudience, ContentGateway } from '../ports/content-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { FORBIDDEN, UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { ContentPageStore } from './content-page-store';

export interface LoadContentPageInput {
  readonly slug: ContentPageSlug;
  readonly locale: Locale;
}

const NOT_FOUND = 404;

/**
 * A member or a visitor opens a content page (spec §7: guest and member
 * pages): the member's version when signed in, the visitor's otherwise.
 *
 * Always holds: the store ends in `loaded`, `not-found` (the service has no
 * such page) or `failed` for the latest request only; a member refused with a
 * 403 gets the visitor's page; a 401 ends the session; other failures are
 * reported.
 */
export class LoadContentPage {
  constructor(
    private readonly gateway: ContentGateway,
    private readonly store: ContentPageStore,
    private readonly sessions: SessionStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(query: LoadContentPageInput): Promise<void> {
    const ticket = this.store.begin(query);
    const audience: ContentAudience = this.sessions.snapshot.session === null ? 'guest' : 'member';
    let result = await this.gateway.loadPage(query.slug, { audience, locale: query.locale });
    if (!result.ok && audience === 'member' && result.error.errorCode === FORBIDDEN) {
      result = await this.gateway.loadPage(query.slug, { audience: 'guest', locale: query.locale });
    }
    if (result.ok) {
      this.store.succeed(ticket, query, result.page);
      return;
    }
    if (result.error.errorCode === NOT_FOUND) {
      this.store.fail(ticket, query, 'not-found');
      return;
    }
    this.store.fail(ticket, query, 'failed');
    if (audience === 'member' && result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('content page', result.error);
  }
}
