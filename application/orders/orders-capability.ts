import { RefreshBalances } from '../account/refresh-balances';
import { orderConfirmation } from '../checkout/order-confirmation-store';
import type { Content } from '../content/content-capability';
import { QueryStore } from '../context/query-store';
import type { LazyPorts, Ports } from '../ports/ports';
import type { Session } from '../session/session-capability';
import { CancelOrder } from './cancel-order';
import { CancelOrderItem } from './cancel-order-item';
import { historicalOrders } from './historical-order-store';
import { OrderDetailStore } from './order-detail-store';
import { orderHistory } from './order-history-store';
import { ResendEgift } from './resend-egift';

/**
 * The member's orders: the order history, the previous platform's orders,
 * an order's detail and its cancellation, the order just placed, and the
 * balance refresh that follows a refund or an order. The member's orders
 * go when the session ends.
 */
export function createOrders(ports: Ports & LazyPorts['orders'], { session, content }: { session: Session; content: Content }) {
  const { orderGateway: orders, errorReporter: errors } = ports;
  const { contextStore, sessionScope } = session;
  const { notificationStore } = content;
  const orderDetailStore = sessionScope.hold(new OrderDetailStore(contextStore, orders, errors));
  /** Reads the card balances again after points came back (the utility bar follows). */
  const refreshBalances = new RefreshBalances(ports.accountGateway, session.accountStore, session.sessionStore, errors);
  const change = [orders, orderDetailStore, refreshBalances, notificationStore, errors] as const;
  return {
    orderHistoryStore: sessionScope.hold(new QueryStore(orderHistory(contextStore, orders, errors))),
    orderDetailStore,
    historicalOrderStore: sessionScope.hold(new QueryStore(historicalOrders(contextStore, orders, errors))),
    cancelOrder: new CancelOrder(...change),
    cancelOrderItem: new CancelOrderItem(...change),
    /** A delivered eGift card sent again (the programme's custom action resend-egift). */
    resendEgift: new ResendEgift(orders, orderDetailStore, notificationStore, errors),
    refreshBalances,
    /** The confirmation page's query of the order just placed (the checkout's store shows it). */
    placedOrder: orderConfirmation(contextStore, orders, errors),
  };
}

export type Orders = ReturnType<typeof createOrders>;
