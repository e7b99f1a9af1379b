import { accessRedirectPath, type MenuKind } from '@rewards-storefront/domain/content/access-url';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import { isInStorePath } from '@rewards-storefront/domain/routing/in-store-path';

/**
 * Where a content-service link leads: a route of this store (followed by the
 * router, in the page's locale) or an address outside it (a full page load).
 */
export type LinkTarget = { readonly kind: 'store'; readonly path: string } | { readonly kind: 'external'; readonly href: string };

const WEB_ADDRESS = /^https?:\/\//i;

/**
 * The target of a content link. A root-relative path is a store route unless
 * the content marks it external (another page of the same server, such as a
 * sandbox page); an absolute address must be http(s). Anything else (a
 * `javascript:` address, "//host") leads nowhere: content is data, never code.
 */
export function linkTargetOf(url: string, { external = false }: { external?: boolean } = {}): LinkTarget | null {
  if (WEB_ADDRESS.test(url)) return { kind: 'external', href: url };
  if (!isInStorePath(url)) return null;
  return external ? { kind: 'external', href: url } : { kind: 'store', path: url };
}

/**
 * A navigation item's target: its in-store `route`, else its external `url`
 * (through the store's access redirect page when the address needs an access
 * URL, spec §2); null for a pure dropdown parent.
 */
export function menuItemTarget(item: NavigationItem, kind: MenuKind = 'navigation'): LinkTarget | null {
  if (item.route !== null) return linkTargetOf(item.route);
  if (item.url !== null && item.signedAccess) {
    const path = accessRedirectPath(kind, item.slug);
    return path === null ? null : { kind: 'store', path };
  }
  if (item.url !== null) return linkTargetOf(item.url, { external: true });
  return null;
}

/** Link attributes that open a new tab without giving the new page a handle on this one. */
export function newTabProps(newTab: boolean): { target?: '_blank'; rel?: string } {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
