import type { ProductSummary } from '@rewards-storefront/domain/catalogue/product-summary';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { AccountStore } from '../account/account-store';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure, type GatewayFailure } from '../ports/gateway-failure';
import type { WishlistGateway } from '../ports/wishlist-gateway';
import type { SessionStore } from '../session/session-store';
import type { SignInPromptStore } from '../sign-in/sign-in-prompt-store';
import type { WishlistStore } from './wishlist-store';

/**
 * The product whose heart was pressed: a card's product (saved with its
 * `defaultVariantId`) or a detail page's product with the variant chosen
 * (`variantId`, which wins when given).
 */
export type WishlistProduct = Pick<ProductSummary, 'id' | 'name' | 'defaultVariantId' | 'productCollectionId' | 'catalogId'> & {
  readonly variantId?: number;
};

export interface ToggleWishlistInput {
  readonly product: WishlistProduct;
  readonly locale: Locale;
}

/**
 * What pressing the heart did; 'busy' when the product's heart was already
 * being changed (the press is ignored, so a double click cannot add then
 * remove).
 */
export type ToggleWishlistOutcome = 'added' | 'removed' | 'failed' | 'sign-in-required' | 'busy';

/**
 * A member presses a product's heart (spec §2, §8): saves the product to the
 * wishlist when it is not saved, removes it when it is.
 *
 * Always holds: a visitor is asked to sign in and nothing is sent; while a
 * change of the same product is under way another press is ignored; success
 * shows a success notice naming the product; a failure shows the warning
 * 'Something went wrong!' naming the product and is reported; a read-only
 * admin is told the access is read-only; a refused session shows nothing
 * (HandleSessionEvents ends it); removing an item already gone counts as
 * removed, since the member wanted it gone.
 */
export class ToggleWishlist {
  constructor(
    private readonly gateway: WishlistGateway,
    private readonly store: WishlistStore,
    private readonly notifications: NotificationStore,
    private readonly signInPrompt: SignInPromptStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ product, locale }: ToggleWishlistInput): Promise<ToggleWishlistOutcome> {
    if (this.sessions.snapshot.session === null) {
      this.signInPrompt.request();
      return 'sign-in-required';
    }
    if (this.store.isPending(product.id)) return 'busy';
    this.store.startChange(product.id);
    try {
      const wishlistId = this.store.wishlistIdOf(product.id);
      return wishlistId === null ? await this.add(product, locale) : await this.remove(product, wishlistId);
    } finally {
      this.store.endChange(product.id);
    }
  }

  private async add(product: WishlistProduct, locale: Locale): Promise<ToggleWishlistOutcome> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) {
      // No card to save it under (cards still loading, or none): nothing can be sent.
      this.notifyFailure('wishlist.notice.addFailed', product);
      return 'failed';
    }
    const result = await this.gateway.add({
      productVariantId: product.variantId ?? product.defaultVariantId,
      productCollectionId: product.productCollectionId,
      catalogId: product.catalogId,
      accountId,
      locale,
    });
    if (!result.ok) return this.failed(result, 'wishlist.notice.addFailed', product);
    this.store.added(result.item);
    this.notifications.notify({
      kind: 'success',
      title: { key: 'wishlist.notice.addedTitle' },
      description: { key: 'wishlist.notice.addedDescription', params: { name: product.name } },
    });
    return 'added';
  }

  private async remove(product: WishlistProduct, wishlistId: number): Promise<ToggleWishlistOutcome> {
    const result = await this.gateway.remove(wishlistId);
    if (!result.ok && result.reason !== 'not-found') return this.failed(result, 'wishlist.notice.removeFailed', product);
    this.store.removed(product.id, wishlistId);
    this.notifications.notify({
      kind: 'success',
      title: { key: 'wishlist.notice.removedTitle' },
      description: { key: 'wishlist.notice.removedDescription', params: { name: product.name } },
    });
    return 'removed';
  }

  private failed(failure: GatewayFailure, descriptionKey: string, product: WishlistProduct): ToggleWishlistOutcome {
    if (isSessionFailure(failure)) return 'failed';
    if (failure.reason === 'read-only') {
      this.notifications.notify(READ_ONLY_NOTICE);
      return 'failed';
    }
    this.errors.report('wishlist change', failure);
    this.notifyFailure(descriptionKey, product);
    return 'failed';
  }

  private notifyFailure(descriptionKey: string, product: WishlistProduct): void {
    this.notifications.notify({
      kind: 'warning',
      title: { key: 'wishlist.notice.failedTitle' },
      description: { key: descriptionKey, params: { name: product.name } },
    });
  }
}
