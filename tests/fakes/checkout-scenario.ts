import { RefreshBalances } from '@application/account/refresh-balances';
import { CheckoutStore } from '@application/checkout/checkout-store';
import { PlaceOrder } from '@application/checkout/place-order';
import { alexAccounts } from './account-fixtures';
import { FakeAccountGateway } from './fake-account-gateway';
import { cartScenario, KETTLE } from './cart-scenario';
import { FakeCheckoutGateway } from './fake-checkout-gateway';
import { FakeOrderGateway } from './fake-order-gateway';
import { FixedClock } from './fixed-clock';
import { SequentialIdempotencyKeys } from './sequential-idempotency-keys';
import { settle } from './slow-answers';

/**
 * A member at the checkout of card 101's cart (`lines`), built with `new`
 * over fakes that behave like the server: the cart scenario, the
 * checkout's store (shown, its options loaded), placement and the balance
 * refresh; the clock is the checkout fake's.
 */
export async function checkoutScenario(lines: Parameters<typeof cartScenario>[0] = [[KETTLE, 2]]) {
  const scenario = await cartScenario(lines);
  const clock = new FixedClock(new Date('2026-03-02T15:00:00.000Z'));
  const orders = new FakeOrderGateway(clock);
  const checkoutGateway = new FakeCheckoutGateway(scenario.gateway, orders);
  checkoutGateway.now = clock.now();
  const ids = new SequentialIdempotencyKeys();
  const checkout = new CheckoutStore(scenario.context, checkoutGateway, scenario.errors, ids);
  const accountGateway = new FakeAccountGateway(alexAccounts());
  const refreshBalances = new RefreshBalances(accountGateway, scenario.accounts, scenario.sessions, scenario.errors);
  const placeOrder = new PlaceOrder(
    checkoutGateway,
    checkout,
    scenario.cart,
    scenario.accounts,
    refreshBalances,
    scenario.notifications,
    clock,
    scenario.errors,
  );
  const close = checkout.show();
  await settle();
  return { ...scenario, orders, checkoutGateway, ids, checkout, accountGateway, placeOrder, close };
}
