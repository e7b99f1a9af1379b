import { RefreshBalances } from '@application/account/refresh-balances';
import { CancelOrder } from '@application/orders/cancel-order';
import { CancelOrderItem } from '@application/orders/cancel-order-item';
import { OrderDetailStore } from '@application/orders/order-detail-store';
import { orderHistory } from '@application/orders/order-history-store';
import { QueryStore } from '@application/context/query-store';
import { alexAccounts } from './account-fixtures';
import { FakeAccountGateway } from './fake-account-gateway';
import { FakeOrderGateway } from './fake-order-gateway';
import type { shopperContext } from './shopper-context';

/**
 * The order stores and use cases over a fake order gateway that decides with
 * the context's clock, following the given context, with Alex's cards
 * behind the balance refresh (for tests of the orders feature).
 */
export function ordersFor(context: ReturnType<typeof shopperContext>, gateway = new FakeOrderGateway(context.clock)) {
  const accountGateway = new FakeAccountGateway(alexAccounts());
  const history = new QueryStore(orderHistory(context.context, gateway, context.errors));
  const detail = new OrderDetailStore(context.context, gateway, context.errors);
  const balances = new RefreshBalances(accountGateway, context.accounts, context.sessions, context.errors);
  /** The order on the detail page; a test that expects one there fails plainly without it. */
  const shownOrder = () => {
    const state = detail.snapshot;
    if (state.status !== 'loaded') throw new Error(`no order on screen: ${state.status}`);
    return state.order;
  };
  return {
    orderGateway: gateway,
    accountGateway,
    history,
    detail,
    shownOrder,
    balances,
    cancelOrder: new CancelOrder(gateway, detail, balances, context.notifications, context.errors),
    cancelOrderItem: new CancelOrderItem(gateway, detail, balances, context.notifications, context.errors),
  };
}
