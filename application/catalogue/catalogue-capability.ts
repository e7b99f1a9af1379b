import { AddToCart } from '../cart/add-to-cart';
import { CartStore } from '../cart/cart-store';
import { LoadCart } from '../cart/load-cart';
import { QueryStore } from '../context/query-store';
import type { Content } from '../content/content-capability';
import type { Ports } from '../ports/ports';
import { LoadProductGroup } from '../product/load-product-group';
import { ProductGroupStore } from '../product/product-group-store';
import { ProductStore } from '../product/product-store';
import { RecentlyViewedStore } from '../product/recently-viewed-store';
import { ViewProduct } from '../product/view-product';
import type { Session } from '../session/session-capability';
import { LoadWishlist } from '../wishlist/load-wishlist';
import { ToggleWishlist } from '../wishlist/toggle-wishlist';
import { WishlistStore } from '../wishlist/wishlist-store';
import { BrowseCatalogue } from './browse-catalogue';
import { CatalogueStore } from './catalogue-store';
import { featuredProducts } from './featured-products-store';
import { LoadPromotionGroups } from './load-promotion-groups';
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

  const browseCatalogue = new BrowseCatalogue(catalogue, errors);
  const loadPromotionGroups = new LoadPromotionGroups(catalogue, errors);
  const loadProductGroup = new LoadProductGroup(catalogue, errors);
  const loadWishlist = new LoadWishlist(ports.wishlistGateway, errors);
  const wishlistStore = sessionScope.hold(new WishlistStore(contextStore, loadWishlist));
  const productGroupStore = sessionScope.hold(new ProductGroupStore(contextStore, loadProductGroup));
  const recentlyViewedStore = new RecentlyViewedStore(ports.recentlyViewedStorage);
  const viewProduct = new ViewProduct(catalogue, recentlyViewedStore, wishlistStore, errors);
  const loadCart = new LoadCart(ports.cartGateway, errors);
  const cartStore = new CartStore(contextStore, loadCart);
  const memberAction = [notificationStore, signInPrompt, sessionStore, accountStore, errors] as const;

  return {
    catalogueStore: new CatalogueStore(contextStore, browseCatalogue),
    /** Products suggested while the member types in the shop's search box (state$). */
    searchSuggestionsStore: new SearchSuggestionsStore(contextStore, catalogue, errors),
    promotionGroupStore: new PromotionGroupStore(contextStore, loadPromotionGroups),
    featuredProductsStore: new QueryStore(featuredProducts(contextStore, catalogue, errors)),
    browseCatalogue,
    loadPromotionGroups,
    productStore: new ProductStore(contextStore, viewProduct),
    productGroupStore,
    recentlyViewedStore,
    viewProduct,
    loadProductGroup,
    wishlistStore,
    loadWishlist,
    toggleWishlist: new ToggleWishlist(ports.wishlistGateway, wishlistStore, ...memberAction),
    cartStore,
    loadCart,
    addToCart: new AddToCart(ports.cartGateway, cartStore, ...memberAction),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
