import { AddToCart } from '../cart/add-to-cart';
import { CartStore } from '../cart/cart-store';
import { QueryStore } from '../context/query-store';
import type { Content } from '../content/content-capability';
import type { Ports } from '../ports/ports';
import { ProductGroupStore } from '../product/product-group-store';
import { ProductStore } from '../product/product-store';
import { RecentlyViewedStore } from '../product/recently-viewed-store';
import type { Session } from '../session/session-capability';
import { cardEarning } from '../wishlist/card-earning-store';
import { ToggleWishlist } from '../wishlist/toggle-wishlist';
import { WishlistStore } from '../wishlist/wishlist-store';
import { CatalogueStore } from './catalogue-store';
import { featuredProducts } from './featured-products-store';
import { PromotionGroupStore } from './promotion-group-store';
import { SearchSuggestionsStore } from './search-suggestions-store';

/**
 * The shop: catalogue pages, promotion groups, featured products, product
 * detail and its range, recently viewed products, the wishlist and the
 * cart. The member's wishlist and product range go when the session ends.
 */
export function createCatalogue(ports: Ports, session: Session, content: Content) {
  const { contextStore, sessionStore, accountStore, signInPrompt, sessionScope } = session;
  const { notificationStore } = content;
  const { catalogueGateway: catalogue, errorReporter: errors } = ports;

  const wishlistStore = sessionScope.hold(new WishlistStore(contextStore, ports.wishlistGateway, errors));
  const productGroupStore = sessionScope.hold(new ProductGroupStore(contextStore, catalogue, errors));
  const recentlyViewedStore = new RecentlyViewedStore(ports.recentlyViewedStorage);
  const cartStore = new CartStore(contextStore, ports.cartGateway, errors);
  const memberAction = [notificationStore, signInPrompt, sessionStore, accountStore, errors] as const;

  return {
    catalogueStore: new CatalogueStore(contextStore, catalogue, errors),
    /** Products suggested while the member types in the shop's search box (state$). */
    searchSuggestionsStore: new SearchSuggestionsStore(contextStore, catalogue, errors),
    promotionGroupStore: new PromotionGroupStore(contextStore, catalogue, errors),
    featuredProductsStore: new QueryStore(featuredProducts(contextStore, catalogue, errors)),
    productStore: new ProductStore(contextStore, catalogue, recentlyViewedStore, wishlistStore, errors),
    productGroupStore,
    recentlyViewedStore,
    wishlistStore,
    /** What the active card earned over 90 days: the wishlist's points goals estimate from it. */
    cardEarningStore: sessionScope.hold(new QueryStore(cardEarning(contextStore, ports.wishlistGateway, errors))),
    toggleWishlist: new ToggleWishlist(ports.wishlistGateway, wishlistStore, ...memberAction),
    cartStore,
    addToCart: new AddToCart(ports.cartGateway, cartStore, ...memberAction),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
