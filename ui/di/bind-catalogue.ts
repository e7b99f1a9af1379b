import { AddToCart } from '@application/cart/add-to-cart';
import { CartStore } from '@application/cart/cart-store';
import { LoadCart } from '@application/cart/load-cart';
import { BrowseCatalogue } from '@application/catalogue/browse-catalogue';
import { CatalogueStore } from '@application/catalogue/catalogue-store';
import { FeaturedProductsStore } from '@application/catalogue/featured-products-store';
import { LoadFeaturedProducts } from '@application/catalogue/load-featured-products';
import { LoadPromotionGroups } from '@application/catalogue/load-promotion-groups';
import { PromotionGroupStore } from '@application/catalogue/promotion-group-store';
import { SearchSuggestionsStore } from '@application/catalogue/search-suggestions-store';
import { TOKENS } from '@application/di-tokens';
import { LoadProductGroup } from '@application/product/load-product-group';
import { ProductGroupStore } from '@application/product/product-group-store';
import { ProductStore } from '@application/product/product-store';
import { RecentlyViewedStore } from '@application/product/recently-viewed-store';
import { ViewProduct } from '@application/product/view-product';
import { LoadWishlist } from '@application/wishlist/load-wishlist';
import { ToggleWishlist } from '@application/wishlist/toggle-wishlist';
import { WishlistStore } from '@application/wishlist/wishlist-store';
import { bindClass, type Binder } from './bind';

/**
 * The shop: catalogue pages, promotion groups, featured products, product
 * detail and its range, recently viewed products, the wishlist and the
 * cart. Its ports (catalogue, wishlist and cart gateways, recently viewed
 * storage) are bound by the composition root or the test container.
 */
export function bindCatalogue(binder: Binder): void {
  const t = TOKENS;
  // Catalogue
  bindClass(binder, t.catalogueStore, CatalogueStore, [t.contextStore, t.browseCatalogue]);
  bindClass(binder, t.searchSuggestionsStore, SearchSuggestionsStore, [t.contextStore, t.catalogueGateway, t.errorReporter]);
  bindClass(binder, t.promotionGroupStore, PromotionGroupStore, [t.contextStore, t.loadPromotionGroups]);
  bindClass(binder, t.featuredProductsStore, FeaturedProductsStore, [t.contextStore, t.loadFeaturedProducts]);
  bindClass(binder, t.browseCatalogue, BrowseCatalogue, [t.catalogueGateway, t.errorReporter]);
  bindClass(binder, t.loadPromotionGroups, LoadPromotionGroups, [t.catalogueGateway, t.errorReporter]);
  bindClass(binder, t.loadFeaturedProducts, LoadFeaturedProducts, [t.catalogueGateway, t.errorReporter]);

  // Product detail
  bindClass(binder, t.productStore, ProductStore, [t.contextStore, t.viewProduct]);
  bindClass(binder, t.productGroupStore, ProductGroupStore, [t.contextStore, t.loadProductGroup]);
  bindClass(binder, t.recentlyViewedStore, RecentlyViewedStore, [t.recentlyViewedStorage]);
  bindClass(binder, t.viewProduct, ViewProduct, [t.catalogueGateway, t.recentlyViewedStore, t.wishlistStore, t.errorReporter]);
  bindClass(binder, t.loadProductGroup, LoadProductGroup, [t.catalogueGateway, t.errorReporter]);

  // Wishlist
  bindClass(binder, t.wishlistStore, WishlistStore, [t.contextStore, t.loadWishlist]);
  bindClass(binder, t.loadWishlist, LoadWishlist, [t.wishlistGateway, t.errorReporter]);
  bindClass(binder, t.toggleWishlist, ToggleWishlist, [
    t.wishlistGateway,
    t.wishlistStore,
    t.notificationStore,
    t.signInPrompt,
    t.sessionStore,
    t.accountStore,
    t.errorReporter,
  ]);

  // Cart
  bindClass(binder, t.cartStore, CartStore, [t.contextStore, t.loadCart]);
  bindClass(binder, t.loadCart, LoadCart, [t.cartGateway, t.errorReporter]);
  bindClass(binder, t.addToCart, AddToCart, [
    t.cartGateway,
    t.cartStore,
    t.notificationStore,
    t.signInPrompt,
    t.sessionStore,
    t.accountStore,
    t.errorReporter,
  ]);
}
