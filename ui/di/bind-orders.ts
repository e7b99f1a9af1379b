import { ResendEgift } from '@application/orders/resend-egift';
import { RefreshBalances } from '@application/account/refresh-balances';
import { TOKENS } from '@application/di-tokens';
import { CancelOrder } from '@application/orders/cancel-order';
import { CancelOrderItem } from '@application/orders/cancel-order-item';
import { HistoricalOrderStore } from '@application/orders/historical-order-store';
import { LoadHistoricalOrders } from '@application/orders/load-historical-orders';
import { LoadOrderHistory } from '@application/orders/load-order-history';
import { OrderDetailStore } from '@application/orders/order-detail-store';
import { OrderHistoryStore } from '@application/orders/order-history-store';
import { ViewOrder } from '@application/orders/view-order';
import { bindClass, bindSingleton, type Binder } from './bind';

/**
 * The member's orders: the order history, the previous platform's orders,
 * an order's detail and its
 * cancellation, and the balance refresh that follows a refund. Its port (the
 * order gateway) is bound by the composition root or the test container.
 */
export function bindOrders(binder: Binder): void {
  const t = TOKENS;
  // The member's orders are forgotten when the session ends.
  bindSingleton(binder, t.orderHistoryStore, (context, load, scope) => scope.hold(new OrderHistoryStore(context, load)), [
    t.contextStore,
    t.loadOrderHistory,
    t.sessionScope,
  ]);
  bindSingleton(binder, t.orderDetailStore, (context, view, scope) => scope.hold(new OrderDetailStore(context, view)), [
    t.contextStore,
    t.viewOrder,
    t.sessionScope,
  ]);
  bindSingleton(binder, t.historicalOrderStore, (context, load, scope) => scope.hold(new HistoricalOrderStore(context, load)), [
    t.contextStore,
    t.loadHistoricalOrders,
    t.sessionScope,
  ]);
  bindClass(binder, t.loadOrderHistory, LoadOrderHistory, [t.orderGateway, t.errorReporter]);
  bindClass(binder, t.loadHistoricalOrders, LoadHistoricalOrders, [t.orderGateway, t.errorReporter]);
  bindClass(binder, t.viewOrder, ViewOrder, [t.orderGateway, t.errorReporter]);
  bindClass(binder, t.cancelOrder, CancelOrder, [
    t.orderGateway,
    t.orderDetailStore,
    t.refreshBalances,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.cancelOrderItem, CancelOrderItem, [
    t.orderGateway,
    t.orderDetailStore,
    t.refreshBalances,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.resendEgift, ResendEgift, [t.orderGateway, t.orderDetailStore, t.notificationStore, t.errorReporter]);
  bindClass(binder, t.refreshBalances, RefreshBalances, [t.accountGateway, t.accountStore, t.sessionStore, t.errorReporter]);
}
