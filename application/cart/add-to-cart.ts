import { canAddToCart, type AddToCartRefusal } from '@rewards-storefront/domain/catalogue/disclosure-consent';
import type { ProductDetail, ProductVariant } from '@rewards-storefront/domain/catalogue/product-detail';
import { clampQuantity } from '@rewards-storefront/domain/catalogue/product-quantity';
import { charityChoiceProblem, type CharityChoiceProblem } from '@rewards-storefront/domain/donations/charity-shares';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { AccountStore } from '../account/account-store';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { SessionStore } from '../session/session-store';
import type { SignInPromptStore } from '../sign-in/sign-in-prompt-store';
import type { CartStore } from './cart-store';
import { insufficientStockNotice } from './cart-change-failure';

export interface AddToCartInput {
  readonly product: ProductDetail;
  readonly variant: ProductVariant;
  readonly quantity: number;
  readonly consentAccepted: boolean;
  /** The charities a shared gift goes to, in the order chosen (spec §9); ignored for other products. */
  readonly charityIds?: readonly number[];
  readonly locale: Locale;
}

/**
 * What add to cart did: 'added'; 'adjusted' (added, but the line was cut
 * down to the product's maximum per order); 'refused' with the domain's
 * reason, nothing sent; 'failed' (reason 'unavailable' when the server says
 * the item cannot be had); 'sign-in-required' for a visitor.
 */
export type AddToCartOutcome =
  | { readonly outcome: 'added' | 'adjusted' | 'sign-in-required' }
  | { readonly outcome: 'refused'; readonly reason: AddToCartRefusal | CharityChoiceProblem }
  | { readonly outcome: 'failed'; readonly reason?: 'unavailable' | 'read-only' | 'account-not-active' };

/**
 * A member adds the chosen variant of a product to the active card's cart
 * from its detail page (spec §2, §5, §8).
 *
 * Always holds: a visitor is asked to sign in and nothing is sent; the
 * domain's `canAddToCart` (hidden button, unavailable item, unaccepted
 * mandatory consent) is checked first, then for a gift shared among
 * charities the domain's `charityChoiceProblem` (1 to the product's
 * maximum, distinct); a refusal sends nothing and shows nothing (the page
 * shows why); the quantity sent is clamped to 1..the
 * product's maximum. On success the header's count follows the server's cart
 * and a success notice names the product and quantity, or, when the server
 * cut the line down to the cap, the quantity-cap warning of §8 says to what.
 * An item the server says cannot be had shows 'Item Not Available', with
 * how many are left when the member asked for more than is in stock; a card
 * on hold or cancelled is told to call the number on the card (spec §8, as
 * checkout says it); a
 * read-only admin is told the access is read-only; a refused session shows
 * nothing (HandleSessionEvents ends it); any other failure shows the generic
 * system error and is reported.
 */
export class AddToCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly signInPrompt: SignInPromptStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ product, variant, quantity, consentAccepted, charityIds = [], locale }: AddToCartInput): Promise<AddToCartOutcome> {
    if (this.sessions.snapshot.session === null) {
      this.signInPrompt.request();
      return { outcome: 'sign-in-required' };
    }
    const decision = canAddToCart({
      isDisclosureConsentMandatory: product.isDisclosureConsentMandatory,
      consentAccepted,
      hideAddToCart: product.hideAddToCart,
      available: product.isAvailable && variant.isAvailable,
    });
    if (!decision.ok) return { outcome: 'refused', reason: decision.reason };
    const charityProblem = product.charityChoice === null ? null : charityChoiceProblem(charityIds, product.charityChoice.maxCharities);
    if (charityProblem !== null) return { outcome: 'refused', reason: charityProblem };

    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) {
      // No card to redeem with (cards still loading, or none): nothing can be sent.
      this.notifyFailure();
      return { outcome: 'failed' };
    }
    const sent = clampQuantity(quantity, product.maxQuantity);
    const result = await this.gateway.addItem({
      productId: product.id,
      productVariantId: variant.id,
      productCollectionId: product.productCollectionId,
      catalogId: product.catalogId,
      accountId,
      quantity: sent,
      disclosureConsentAccepted: consentAccepted,
      ...(product.charityChoice === null ? {} : { charityIds }),
      locale,
    });
    if (result.ok) {
      // The answer is that card's cart: the header shows it only if the member has not switched meanwhile.
      if (this.accounts.snapshot.accountId === accountId) this.cart.changed(result.cart);
      if (result.quantityAdjustedTo !== null) {
        this.notifications.notify({
          kind: 'warning',
          title: { key: 'cart.notice.quantityCapTitle' },
          description: { key: 'cart.notice.quantityCap', params: { quantity: result.quantityAdjustedTo } },
        });
        return { outcome: 'adjusted' };
      }
      this.notifications.notify({
        kind: 'success',
        title: { key: 'cart.notice.addedTitle' },
        description: { key: 'cart.notice.addedDescription', params: { name: product.name, quantity: sent } },
      });
      return { outcome: 'added' };
    }
    if (isSessionFailure(result)) return { outcome: 'failed' };
    if (result.reason === 'read-only') {
      this.notifications.notify(READ_ONLY_NOTICE);
      return { outcome: 'failed', reason: 'read-only' };
    }
    if (result.reason === 'account-not-active') {
      // The card went on hold or was cancelled while the store was open: checkout would refuse it too.
      this.notifications.notify({
        kind: 'danger',
        title: { key: 'cart.notice.accountNotActiveTitle' },
        description: { key: 'cart.notice.accountNotActive' },
      });
      return { outcome: 'failed', reason: 'account-not-active' };
    }
    if (result.reason === 'insufficient-stock') {
      // More than is left (spec §8 'Item Not Available'): said with how many are left, before anything is paid.
      this.notifications.notify(insufficientStockNotice(result.available));
      return { outcome: 'failed', reason: 'unavailable' };
    }
    if (result.reason === 'product-unavailable') {
      this.notifications.notify({
        kind: 'danger',
        title: { key: 'product.notice.unavailableTitle' },
        description: { key: 'product.notice.unavailable' },
      });
      return { outcome: 'failed', reason: 'unavailable' };
    }
    this.errors.report('add to cart', result);
    this.notifyFailure();
    return { outcome: 'failed' };
  }

  private notifyFailure(): void {
    this.notifications.notify({
      kind: 'danger',
      title: { key: 'cart.notice.addFailedTitle' },
      description: { key: 'cart.notice.addFailed' },
    });
  }
}
