import { RefreshBalances } from '../account/refresh-balances';
import { LoadPlacedOrder } from '../checkout/load-placed-order';
import type { Content } from '../content/content-capability';
import type { LazyPorts, Ports } from '../ports/ports';
import type { Session } from '../session/session-capability';
import { CancelOrder } from './cancel-order';
import { CancelOrderItem } from './cancel-order-item';
import { HistoricalOrderStore } from './historical-order-store';
import { LoadHistoricalOrders } from './load-historical-orders';
import { LoadOrderHistory } from './load-order-history';
import { OrderDetailStore } from './order-detail-store';
import { OrderHistoryStore } from './order-history-store';
import { ResendEgift } from './resend-egift';
import { ViewOrder } from './view-order';

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
  const viewOrder = new ViewOrder(orders, errors);
  const loadOrderHistory = new LoadOrderHistory(orders, errors);
  const loadHistoricalOrders = new LoadHistoricalOrders(orders, errors);
  const orderDetailStore = sessionScope.hold(new OrderDetailStore(contextStore, viewOrder));
  /** Reads the card balances again after points came back (the utility bar follows). */
  const refreshBalances = new RefreshBalances(ports.accountGateway, session.accountStore, session.sessionStore, errors);
  const change = [orders, orderDetailStore, refreshBalances, notificationStore, errors] as const;
  return {
    orderHistoryStore: sessionScope.hold(new OrderHistoryStore(contextStore, loadOrderHistory)),
    orderDetailStore,
    historicalOrderStore: sessionScope.hold(new HistoricalOrderStore(contextStore, loadHistoricalOrders)),
    loadOrderHistory,
    loadHistoricalOrders,
    viewOrder,
    cancelOrder: new CancelOrder(...change),
    cancelOrderItem: new CancelOrderItem(...change),
    /** A delivered eGift card sent again (the programme's custom action resend-egift). */
    resendEgift: new ResendEgift(orders, orderDetailStore, notificationStore, errors),
    refreshBalances,
    loadPlacedOrder: new LoadPlacedOrder(orders, errors),
  };
}

export type Orders = ReturnType<typeof createOrders>;
