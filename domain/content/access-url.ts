/** The two content menus (spec §7 "menus by kind"). */
export type MenuKind = 'navigation' | 'account';

const MENU_ITEM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The store's access redirect page of a menu item (`/access/{kind}/{slug}`),
 * where a member following the item waits while its access URL is fetched.
 * Null for a slug that is not a menu item slug, so a stored slug never
 * changes the path's shape.
 */
export function accessRedirectPath(kind: MenuKind, slug: string): string | null {
  return MENU_ITEM_SLUG.test(slug) ? `/access/${kind}/${slug}` : null;
}

/** Whether `kind` names one of the content menus (the page reads it from its address). */
export function isMenuKind(kind: string | undefined): kind is MenuKind {
  return kind === 'navigation' || kind === 'account';
}

/** Whether `slug` has a menu item slug's form (lower-case words joined by single hyphens). */
export function isMenuItemSlug(slug: string | undefined): slug is string {
  return slug !== undefined && MENU_ITEM_SLUG.test(slug);
}

/** The query parameter of an access URL that carries the member access token (redacted from logs like every token). */
export const ACCESS_TOKEN_PARAMETER = 'access_token';

const WEB_ADDRESS = /^https?:\/\/[^/?#\s]+/i;
const ROOT_RELATIVE = /^\/(?![/\\])/;

/**
 * An item's address with the member access token added (spec §2 "an access
 * redirect goes to a URL the server returns"): its query and fragment kept,
 * an `access_token` it already carried replaced, the token percent-encoded.
 * Only http(s) addresses and root-relative paths (a page of this server)
 * can carry one; anything else (`javascript:`, `//host`, a bare word) is
 * null, so a stored address never becomes a redirect elsewhere.
 *
 * Always holds: a non-null result starts with the same origin or path as
 * `address` and carries `access_token` exactly once.
 */
export function withAccessToken(address: string, token: string): string | null {
  const origin = WEB_ADDRESS.exec(address)?.[0] ?? null;
  if (origin === null && !ROOT_RELATIVE.test(address)) return null;
  const rest = origin === null ? address : address.slice(origin.length);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : rest.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.delete(ACCESS_TOKEN_PARAMETER);
  query.append(ACCESS_TOKEN_PARAMETER, token);
  return `${origin ?? ''}${path === '' ? '/' : path}?${query.toString()}${hash}`;
}
