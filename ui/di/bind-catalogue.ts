import { AddToCart } from '@application/cart/add-to-cart';
import { CartStore } from '@application/cart/cart-store';
import { LoadCart } from '@application/cart/load-cart';
import { FeaturedProductsStore } from '@application/catalogue/featured-products-store';
import { LoadFeaturedProducts } from '@application/catalogue/load-featured-products';
import { LoadPromotionGroups } from '@application/catalogue/load-promotion-groups';
import { PromotionGroupStore } from '@application/catalogue/promotion-group-store';
import { TOKENS } from '@application/di-tokens';
import { LoadProductGroup } from '@application/product/load-product-group';
import { ProductGroupStore } from '@application/product/product-group-store';
import { ProductStore } from '@application/product/product-store';
import { RecentlyViewedStore } from '@application/product/recently-viewed-store';
import { ViewProduct } from '@application/product/view-product';
import { SignInPromptStore } from '@application/session/sign-in-prompt-store';
import { LoadWishlist } from '@application/wishlist/load-wishlist';
import { ToggleWishlist } from '@application/wishlist/toggle-wishlist';
import { WishlistStore } from '@application/wishlist/wishlist-store';
import type { Container } from 'inversify';
import { bindSingleton } from './bind';

/**
 * The catalogue part of the application (issue 4): promotion groups,
 * featured products, product detail, recently viewed, product groups,
 * wishlist, cart summary and the sign-in prompt. Called by
 * `bindApplication`; its ports (catalogue, wishlist and cart gateways,
 * recently viewed storage) are bound by the composition root or the test
 * container.
 */
export function bindCatalogue(container: Container): void {
  const t = TOKENS;
  bindSingleton(container, t.promotionGroupStore, () => new PromotionGroupStore(), []);
  bindSingleton(container, t.featuredProductsStore, () => new FeaturedProductsStore(), []);
  bindSingleton(container, t.productStore, () => new ProductStore(), []);
  bindSingleton(container, t.recentlyViewedStore, (storage) => new RecentlyViewedStore(storage), [t.recentlyViewedStorage]);
  bindSingleton(container, t.productGroupStore, () => new ProductGroupStore(), []);
  bindSingleton(container, t.wishlistStore, () => new WishlistStore(), []);
  bindSingleton(container, t.cartStore, () => new CartStore(), []);
  bindSingleton(container, t.signInPrompt, () => new SignInPromptStore(), []);

  bindSingleton(
    container,
    t.loadPromotionGroups,
    (gateway, store, errors) => new LoadPromotionGroups(gateway, store, errors),
    [t.catalogueGateway, t.promotionGroupStore, t.errorReporter],
  );
  bindSingleton(
    container,
    t.loadFeaturedProducts,
    (gateway, store, sessions, accounts, endSession, errors) => new LoadFeaturedProducts(gateway, store, sessions, accounts, endSession, errors),
    [t.catalogueGateway, t.featuredProductsStore, t.sessionStore, t.accountStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.viewProduct,
    (gateway, store, recentlyViewed, wishlist, sessions, accounts, endSession, errors) =>
      new ViewProduct(gateway, store, recentlyViewed, wishlist, sessions, accounts, endSession, errors),
    [
      t.catalogueGateway,
      t.productStore,
      t.recentlyViewedStore,
      t.wishlistStore,
      t.sessionStore,
      t.accountStore,
      t.endSession,
      t.errorReporter,
    ],
  );
  bindSingleton(
    container,
    t.loadProductGroup,
    (gateway, store, sessions, accounts, endSession, errors) => new LoadProductGroup(gateway, store, sessions, accounts, endSession, errors),
    [t.catalogueGateway, t.productGroupStore, t.sessionStore, t.accountStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.loadWishlist,
    (gateway, store, sessions, accounts, endSession, errors) => new LoadWishlist(gateway, store, sessions, accounts, endSession, errors),
    [t.wishlistGateway, t.wishlistStore, t.sessionStore, t.accountStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.toggleWishlist,
    (gateway, store, notifications, signInPrompt, sessions, accounts, endSession, errors) =>
      new ToggleWishlist(gateway, store, notifications, signInPrompt, sessions, accounts, endSession, errors),
    [
      t.wishlistGateway,
      t.wishlistStore,
      t.notificationStore,
      t.signInPrompt,
      t.sessionStore,
      t.accountStore,
      t.endSession,
      t.errorReporter,
    ],
  );
  bindSingleton(
    container,
    t.loadCart,
    (gateway, store, sessions, accounts, endSession, errors) => new LoadCart(gateway, store, sessions, accounts, endSession, errors),
    [t.cartGateway, t.cartStore, t.sessionStore, t.accountStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.addToCart,
    (gateway, cart, notifications, signInPrompt, sessions, accounts, endSession, errors) =>
      new AddToCart(gateway, cart, notifications, signInPrompt, sessions, accounts, endSession, errors),
    [t.cartGateway, t.cartStore, t.notificationStore, t.signInPrompt, t.sessionStore, t.accountStore, t.endSession, t.errorReporter],
  );
}
