import type { MenuKind } from '@rewards-storefront/domain/content/access-url';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { AccessUrlGateway } from '../ports/access-url-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { SessionStore } from '../session/session-store';

/**
 * Where following an item with an access URL leads: the signed address to
 * load now; the sign-in page (nobody is signed in); or a failure the page
 * explains: `unavailable` (the item has no access URL, or an admin with read
 * access may not have one: trying again would not help), `failed` (no
 * answer: trying again may), `session` (the session was refused: the
 * session's own handling takes over).
 */
export type AccessRedirect =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'session' };

/**
 * A member follows a menu item whose address needs an access URL (spec §2
 * "an access redirect goes to a URL the server returns"): the URL is asked
 * for at that moment, never kept, since it stops working within a minute.
 *
 * Always holds: without a session nothing is asked for and the answer is
 * the sign-in page (spec §2: "without a token ... each redirect sends the
 * user to login"); only unexpected failures are reported.
 */
export class FollowAccessUrl {
  constructor(
    private readonly gateway: AccessUrlGateway,
    private readonly sessions: SessionStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { readonly kind: MenuKind; readonly slug: string; readonly locale: Locale }): Promise<AccessRedirect> {
    if (this.sessions.snapshot.session === null) return { kind: 'sign-in' };
    const result = await this.gateway.requestAccessUrl(input);
    if (result.ok) return { kind: 'redirect', url: result.accessUrl.url };
    if (isSessionFailure(result)) return { kind: 'session' };
    if (result.reason === 'not-found' || result.reason === 'read-only') return { kind: 'unavailable' };
    this.errors.report('access url', result);
    return { kind: 'failed' };
  }
}
