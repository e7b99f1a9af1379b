import { ApplyPromoCode } from '@application/cart/apply-promo-code';
import { ChangeCartQuantity } from '@application/cart/change-cart-quantity';
import { RemoveCartLine } from '@application/cart/remove-cart-line';
import { RemovePromoCode } from '@application/cart/remove-promo-code';
import { SaveCartLineNote } from '@application/cart/save-cart-line-note';
import { ChooseCartLineFees } from '@application/cart/choose-cart-line-fees';
import { CheckoutStore } from '@application/checkout/checkout-store';
import { LoadCheckoutOptions } from '@application/checkout/load-checkout-options';
import { LoadPlacedOrder } from '@application/checkout/load-placed-order';
import { OrderConfirmationStore } from '@application/checkout/order-confirmation-store';
import { PlaceOrder } from '@application/checkout/place-order';
import { ValidateShippingAddress } from '@application/checkout/validate-shipping-address';
import { TOKENS } from '@application/di-tokens';
import { bindClass, type Binder } from './bind';

/**
 * The cart page, the checkout and the order confirmation: the cart's
 * changes and promotion codes, the checkout's options, address
 * verification and placement, the placed order, and the balances after
 * it. Its ports (checkout and order gateways, id generator) are bound by
 * the composition root or the test container; the cart store and gateway
 * are the catalogue's.
 */
export function bindCheckout(binder: Binder): void {
  const t = TOKENS;
  const cartChange = [t.cartGateway, t.cartStore, t.notificationStore, t.errorReporter] as const;
  // Cart page
  bindClass(binder, t.changeCartQuantity, ChangeCartQuantity, [...cartChange]);
  bindClass(binder, t.removeCartLine, RemoveCartLine, [...cartChange]);
  bindClass(binder, t.saveCartLineNote, SaveCartLineNote, [...cartChange]);
  bindClass(binder, t.chooseCartLineFees, ChooseCartLineFees, [...cartChange]);
  bindClass(binder, t.applyPromoCode, ApplyPromoCode, [...cartChange]);
  bindClass(binder, t.removePromoCode, RemovePromoCode, [...cartChange]);

  // Checkout
  bindClass(binder, t.checkoutStore, CheckoutStore, [t.contextStore, t.loadCheckoutOptions, t.idempotencyKeys]);
  bindClass(binder, t.loadCheckoutOptions, LoadCheckoutOptions, [t.checkoutGateway, t.errorReporter]);
  bindClass(binder, t.validateShippingAddress, ValidateShippingAddress, [t.checkoutGateway, t.errorReporter]);
  bindClass(binder, t.placeOrder, PlaceOrder, [
    t.checkoutGateway,
    t.checkoutStore,
    t.cartStore,
    t.accountStore,
    t.refreshBalances,
    t.notificationStore,
    t.clock,
    t.errorReporter,
  ]);

  // Confirmation
  bindClass(binder, t.orderConfirmationStore, OrderConfirmationStore, [t.contextStore, t.loadPlacedOrder]);
  bindClass(binder, t.loadPlacedOrder, LoadPlacedOrder, [t.orderGateway, t.errorReporter]);
}
