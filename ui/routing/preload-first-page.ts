import { capability } from '../di/capabilities';
import { capabilityLoader } from '../di/capability-loader';
import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { shopQueryFromParams } from '@rewards-storefront/domain/catalogue/shop-query';
import { stripLocale } from '@rewards-storefront/domain/locale/locale-path';
import type { Container } from 'inversify';
import type { ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import { ROUTE_MANIFEST } from '@rewards-storefront/domain/routing/route-manifest';
import { catalogueOf } from '../catalogue/use-shop-query';

/** The shop routes and the catalogue each shows (null: the one `?catalogue=` names), as in app-routes.tsx. */
const SHOP_ROUTES: Readonly<Record<string, CatalogueSlug | null>> = {
  '/shop': null,
  '/charitable-donations': 'charitable-donations',
  '/financial-rewards': 'financial-rewards',
};

/** The content pages (spec §2 information pages) by path, from the route manifest: each shows its slug's page. */
const INFORMATION_PAGES: ReadonlyMap<string, ContentPageSlug> = new Map(
  ROUTE_MANIFEST.filter((entry) => entry.component === 'InformationPage' && typeof entry.props?.['slug'] === 'string').map((entry) => [
    `/${entry.path}`,
    entry.props!['slug'] as ContentPageSlug,
  ]),
);

/** `/shop/:product`, but not the cart (its own route). */
const PRODUCT_ROUTE = /^\/shop\/(?!cart$)([^/]+)$/;

/**
 * Starts the first page's data at start-up, while the page's code downloads
 * (issue 16: the product list is not a waterfall behind it): a shop's
 * product page, or a product's detail. The page, once shown, takes that load
 * over (Shown.preload). Other pages load as they show. The server's
 * rendering starts the same loads (ui/server-rendering/server-entry.tsx), so
 * the page it renders and the page the browser hydrates hold the same data.
 */
export function preloadFirstPage(container: Container, { pathname, search }: { pathname: string; search: string }): void {
  const path = stripLocale(pathname).replace(/(.)\/$/, '$1');
  if (Object.hasOwn(SHOP_ROUTES, path)) {
    const params = new URLSearchParams(search);
    const catalogue = capability(container, 'catalogue');
    // The promotion groups name the shop's filter by group: the same first screen.
    catalogue.promotionGroupStore.preload();
    catalogue.catalogueStore.preload({
      catalogue: catalogueOf(params, SHOP_ROUTES[path] ?? null),
      shop: shopQueryFromParams(params),
    });
    return;
  }
  const information = INFORMATION_PAGES.get(path);
  if (information !== undefined) {
    capability(container, 'content').contentPageStore.preload(information);
    return;
  }
  const product = PRODUCT_ROUTE.exec(path)?.[1];
  if (product !== undefined) {
    const slug = decoded(product);
    if (slug !== null) capability(container, 'catalogue').productStore.preload(slug);
  }
}

/** The path segment as the router reads it; null when it is not valid percent-encoding (the page says not found). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What a signed-in member's every page holds beyond its own data: the cart
 * (its count in the header; the cart store loads it from the moment it is
 * built) and the notice above every page (the pay-back reminder, issue 26).
 * Loaded with the first page, by the server's rendering and by the browser
 * before it hydrates, so both render the same page and the notice is part of
 * the first paint instead of pushing the page down when it arrives. Nothing
 * for a visitor.
 */
export async function preloadMemberPage(container: Container): Promise<void> {
  if (capability(container, 'session').sessionStore.snapshot.session === null) return;
  void capability(container, 'catalogue').cartStore;
  await capabilityLoader(container).load(['redemptions']);
  capability(container, 'redemptions').payBackReminderStore.preload();
}
