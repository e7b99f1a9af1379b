import type { Cart, CheckoutConsent } from '@rewards-storefront/domain/cart/cart';
import type { CartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import { missingBeforePlacing, type CheckoutStep, type MissingBeforePlacing } from '@rewards-storefront/domain/checkout/checkout-flow';
import { ADDRESS_RESTRICTION, checkoutFailureResult, type CheckoutResult } from '@rewards-storefront/domain/checkout/checkout-result';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Message } from '@rewards-storefront/domain/notification/notification';
import type { CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';
import type { AccountStore } from '../account/account-store';
import type { RefreshBalances } from '../account/refresh-balances';
import type { CartStore } from '../cart/cart-store';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { CheckoutGateway, CheckoutRefusal, PlaceOrderResult, ShipTo } from '../ports/checkout-gateway';
import type { Clock } from '../ports/clock';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure, type FieldError } from '../ports/gateway-failure';
import type { CheckoutStore } from './checkout-store';

/** The checkout step a refusal sends the member back to, to change what was refused. */
export type { CheckoutStep };

export interface PlaceOrderInput {
  readonly cart: Cart;
  readonly payment: CartPayment;
  /** The card for the cash part; ignored when the cart is paid in points only. */
  readonly card: CreditCardFields | null;
  /** Where to ship; ignored for a cart that ships nothing. */
  readonly shipTo: ShipTo | null;
  readonly consents: Readonly<Partial<Record<CheckoutConsent, boolean>>>;
  readonly locale: Locale;
}

/**
 * What placing the order did (spec §4 checkout placement result):
 * 'placed' with the order's id and confirmation number; 'incomplete' when
 * something required was missing and nothing was sent (the screen shows
 * it); 'refused' with the placement result, the step to go back to and
 * the server's field errors; 'failed' otherwise.
 */
export type PlaceOrderOutcome =
  | { readonly outcome: 'placed'; readonly orderId: number; readonly referenceIdentifier: string }
  | { readonly outcome: 'incomplete'; readonly missing: MissingBeforePlacing['missing']; readonly step: CheckoutStep }
  | {
      readonly outcome: 'refused';
      readonly result: CheckoutResult;
      readonly step: CheckoutStep | null;
      readonly fieldErrors: readonly FieldError[];
    }
  | { readonly outcome: 'failed' };

/** What spec §8 shows for a refused checkout, and where the member goes to fix it. */
interface RefusalDisplay {
  readonly description: Message;
  readonly step: CheckoutStep | null;
  /** The cart is not what the member saw any more: load it again. */
  readonly reloadCart?: boolean;
}

const PROCESSING_ERROR: Message = { key: 'checkout.error.processing' };

/** The refusals spec §8 names, by placement result, then by the server's code; anything else is 'Checkout invalid.'. */
function refusalDisplay(result: CheckoutResult, refusal: CheckoutRefusal): RefusalDisplay {
  if (result === 'fraudDetected') return { description: PROCESSING_ERROR, step: 'payment' };
  if (result === 'paymentError') return { description: { key: 'checkout.error.cardInvalid' }, step: 'payment' };
  if (result === ADDRESS_RESTRICTION) return { description: { key: 'checkout.error.addressRestriction' }, step: 'shipping' };
  if (refusal.fieldErrors.some((error) => error.field.startsWith('payment_details'))) {
    return { description: { key: 'checkout.error.cardInvalid' }, step: 'payment' };
  }
  switch (refusal.code) {
    case 'INSUFFICIENT_POINTS':
      return { description: { key: 'checkout.error.insufficientPoints' }, step: 'review', reloadCart: true };
    case 'CART_MINIMUM_NOT_MET':
      return { description: { key: 'checkout.error.cartMinimum' }, step: 'review', reloadCart: true };
    case 'PRODUCT_UNAVAILABLE':
      return { description: { key: 'checkout.error.itemUnavailable' }, step: 'review', reloadCart: true };
    // More than is left in stock (spec §8 'Item Not Available'): refused before the card is charged.
    case 'INSUFFICIENT_STOCK':
      return { description: { key: 'checkout.error.insufficientStock' }, step: 'review', reloadCart: true };
    case 'CONSENT_REQUIRED':
      return { description: { key: 'checkout.error.consentRequired' }, step: 'review' };
    case 'CART_NOT_OPEN':
    case 'CART_EMPTY':
    case 'CART_CHANGED':
      return { description: { key: 'checkout.error.cartChanged' }, step: null, reloadCart: true };
    case 'EGIFT_RECIPIENT_EMAIL_MISSING':
      return { description: { key: 'checkout.error.noRecipientEmail' }, step: 'review' };
    case 'ACCOUNT_NOT_ACTIVE':
      return { description: { key: 'checkout.error.accountNotActive' }, step: null };
    // The key's card authorization was voided (the attempt was cut off): not charged, a new attempt places it.
    case 'PAYMENT_CANCELLED':
      return { description: { key: 'checkout.error.paymentCancelled' }, step: 'payment' };
    case 'IDEMPOTENCY_REQUEST_IN_PROGRESS':
      return { description: { key: 'checkout.error.inProgress' }, step: null };
    default:
      return { description: { key: 'checkout.error.invalid' }, step: null };
  }
}

/**
 * A member places the order of the active card's cart (spec §2 checkout
 * submit, §4 placement result, §7 POST /shoppingCart/checkout).
 *
 * Always holds: nothing is sent while the cart is under the programme's
 * minimum, a cart that ships has no address, a required consent is not
 * given, or a cash part has no card that passes `creditCardProblems`
 * against the programme's card ranges ('incomplete'). The card is sent
 * only for a cash part, and is never kept or reported. Each attempt
 * carries the checkout's Idempotency-Key (see CheckoutStore); a call that
 * gets no answer is tried once more with the same key, and if it still
 * gets none the key is kept for the member's next try. A placed order
 * reloads the cart (now empty) and the card balances (now debited). A
 * refusal is mapped by the domain's `checkoutFailureResult` and shown as a
 * danger notification titled with the checkout general error, with the
 * text of spec §8; a read-only admin is told so; a refused session shows
 * nothing; the rest are reported.
 */
export class PlaceOrder {
  constructor(
    private readonly gateway: CheckoutGateway,
    private readonly checkout: CheckoutStore,
    private readonly cart: CartStore,
    private readonly accounts: AccountStore,
    private readonly refreshBalances: RefreshBalances,
    private readonly notifications: NotificationStore,
    private readonly clock: Clock,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
    const { cart, payment } = input;
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return this.failed();
    const incomplete = this.missing(input);
    if (incomplete !== null) return incomplete;

    const cash = payment.cashPoints > 0;
    const request = {
      cartId: cart.cartId,
      accountId,
      kountSessionId: this.checkout.kountSessionId,
      points: cash ? payment.points : null,
      card: cash ? input.card : null,
      shipTo: cart.requiresShipping ? input.shipTo : null,
      consents: Object.fromEntries(cart.consentsRequired.map((consent) => [consent, input.consents[consent] === true])),
      locale: input.locale,
    };
    const key = this.checkout.attemptKey();
    let result: PlaceOrderResult = await this.gateway.placeOrder(request, key);
    // No answer: the order may or may not be placed. The same key makes the server answer what it did.
    if (!result.ok && result.reason === 'unavailable') result = await this.gateway.placeOrder(request, key);

    if (result.ok) {
      this.checkout.attemptAnswered();
      this.cart.reload();
      void this.refreshBalances.execute();
      return { outcome: 'placed', orderId: result.orderId, referenceIdentifier: result.referenceIdentifier };
    }
    if (isSessionFailure(result)) return { outcome: 'failed' };
    if (result.reason === 'read-only') {
      this.checkout.attemptAnswered();
      this.notifications.notify(READ_ONLY_NOTICE);
      return { outcome: 'failed' };
    }
    if (result.reason !== 'checkout-refused') {
      if (result.reason !== 'unavailable') this.checkout.attemptAnswered();
      this.errors.report('checkout', result);
      return this.failed();
    }
    // The same attempt is still being processed: its key must be kept for the next try.
    if (result.code !== 'IDEMPOTENCY_REQUEST_IN_PROGRESS') this.checkout.attemptAnswered();
    const placement = checkoutFailureResult({ code: result.code, message: result.message });
    const display = refusalDisplay(placement, result);
    if (display.reloadCart) this.cart.reload();
    this.notifications.notify({ kind: 'danger', title: { key: 'checkout.error.title' }, description: display.description });
    return { outcome: 'refused', result: placement, step: display.step, fieldErrors: result.fieldErrors };
  }

  /** What must be there before anything is sent: the domain's one rule, shared with the checkout page. */
  private missing({ cart, payment, card, shipTo, consents }: PlaceOrderInput): PlaceOrderOutcome | null {
    const missing = missingBeforePlacing({
      cart,
      payment,
      hasShipTo: shipTo !== null,
      consents,
      card,
      binRanges: this.checkout.snapshot.binRanges,
      now: this.clock.now(),
    });
    return missing === null ? null : { outcome: 'incomplete', ...missing };
  }

  private failed(): PlaceOrderOutcome {
    this.notifications.notify({ kind: 'danger', title: { key: 'checkout.error.title' }, description: PROCESSING_ERROR });
    return { outcome: 'failed' };
  }
}
