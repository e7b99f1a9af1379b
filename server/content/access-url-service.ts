import { withAccessToken } from '@rewards-storefront/domain/content/access-url';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { Pool } from 'pg';
import type { TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { findMenuItems, type MenuKind } from './content-repository';

/**
 * Access URLs (spec §2 "an access redirect goes to a URL the server
 * returns"; §7 Content "Access URL request returns a URL"): a menu item
 * marked `signed_access` sends a signed-in member to its address with a
 * member access token the programme signs for that item (60 seconds), so
 * the partner behind it recognises the member without another sign-in.
 */
export class AccessUrlService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /**
   * The access URL of the item `slug` of the menu `kind` for the member, in
   * `locale` (English where the French address is missing). 404 for an
   * unknown item, one without signed access, or one disabled for who asks
   * (a member, or an admin logged in as them: spec §6 flags).
   */
  async issue(input: {
    programmeId: number;
    memberId: number;
    loggedInAsAdmin: boolean;
    kind: MenuKind;
    slug: string;
    locale?: Locale | undefined;
  }): Promise<{ url: string; expires_at: string }> {
    const items = await findMenuItems(this.pool, input.programmeId, input.kind);
    const item = items.find((row) => row.slug === input.slug);
    const enabled = item ? (input.loggedInAsAdmin ? item.isLoginAsEnabled : item.isMemberEnabled) : false;
    if (!item || !item.signedAccess || !enabled || item.urlEn === null) {
      throw ApiError.notFound('This menu item has no access URL.');
    }
    const address = (input.locale ?? DEFAULT_LOCALE) === 'fr-CA' && item.urlFr !== null ? item.urlFr : item.urlEn;
    const issued = await this.tokens.issuePartnerAccess({ memberId: input.memberId, partner: item.slug, now: this.clock.now() });
    const url = withAccessToken(address, issued.token);
    if (url === null) throw ApiError.notFound('This menu item has no access URL.');
    return { url, expires_at: issued.expiresAt.toISOString() };
  }
}
