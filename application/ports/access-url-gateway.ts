import type { MenuKind } from '@rewards-storefront/domain/content/access-url';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** A signed address to send the member to now, and when it stops working. */
export interface AccessUrl {
  readonly url: string;
  readonly expiresAt: Date;
}

export type AccessUrlResult = { readonly ok: true; readonly accessUrl: AccessUrl } | GatewayFailure;

/**
 * Asks the programme for a menu item's access URL (spec §2 "an access
 * redirect goes to a URL the server returns"; §7 Content).
 *
 * Contract: never throws for an HTTP or network failure. `not-found` when
 * the item has no access URL (unknown, not signed, or disabled for who
 * asks); `read-only` for an admin logged in with read access; the URL of a
 * success is the address to load as it is (root-relative for a page of the
 * same server).
 */
export interface AccessUrlGateway {
  /** POST /member/cms/menu/{kind}/{slug}/access-url?locale= with the stored session. */
  requestAccessUrl(input: { readonly kind: MenuKind; readonly slug: string; readonly locale: Locale }): Promise<AccessUrlResult>;
}
