import { ApplyPromoCode } from '../cart/apply-promo-code';
import { ChangeCartQuantity } from '../cart/change-cart-quantity';
import { ChooseCartLineFees } from '../cart/choose-cart-line-fees';
import { RemoveCartLine } from '../cart/remove-cart-line';
import { RemovePromoCode } from '../cart/remove-promo-code';
import { SaveCartLineNote } from '../cart/save-cart-line-note';
import type { Catalogue } from '../catalogue/catalogue-capability';
import type { Content } from '../content/content-capability';
import { QueryStore } from '../context/query-store';
import type { Orders } from '../orders/orders-capability';
import type { LazyPorts, Ports } from '../ports/ports';
import type { Session } from '../session/session-capability';
import { CheckoutStore } from './checkout-store';
import { PlaceOrder } from './place-order';
import { ValidateShippingAddress } from './validate-shipping-address';

/**
 * The cart page, the checkout and the order confirmation: the cart's
 * changes and promotion codes, the checkout's options, address
 * verification and placement, the placed order, and the balances after it
 * (the orders capability's). The cart itself is the catalogue's.
 */
export function createCheckout(
  ports: Ports & LazyPorts['checkout'],
  { session, content, catalogue, orders }: { session: Session; content: Content; catalogue: Catalogue; orders: Orders },
) {
  const { checkoutGateway: checkout, errorReporter: errors } = ports;
  const { contextStore } = session;
  const { cartStore } = catalogue;
  const { notificationStore } = content;
  const cartChange = [ports.cartGateway, cartStore, notificationStore, errors] as const;
  /** The checkout under way: address book and card ranges (state$), fraud-check session, attempt keys. */
  const checkoutStore = new CheckoutStore(contextStore, checkout, errors, ports.idempotencyKeys);
  return {
    changeCartQuantity: new ChangeCartQuantity(...cartChange),
    removeCartLine: new RemoveCartLine(...cartChange),
    saveCartLineNote: new SaveCartLineNote(...cartChange),
    chooseCartLineFees: new ChooseCartLineFees(...cartChange),
    applyPromoCode: new ApplyPromoCode(...cartChange),
    removePromoCode: new RemovePromoCode(...cartChange),
    checkoutStore,
    validateShippingAddress: new ValidateShippingAddress(checkout, errors),
    placeOrder: new PlaceOrder(
      checkout,
      checkoutStore,
      cartStore,
      session.accountStore,
      orders.refreshBalances,
      notificationStore,
      ports.clock,
      errors,
    ),
    /** The order the confirmation page shows (state$). */
    orderConfirmationStore: new QueryStore(orders.placedOrder),
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
