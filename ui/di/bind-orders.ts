import { RefreshBalances } from '@application/account/refresh-balances';
import { TOKENS } from '@application/di-tokens';
import { CancelOrder } from '@application/orders/cancel-order';
import { CancelOrderItem } from '@application/orders/cancel-order-item';
import { LoadOrderHistory } from '@application/orders/load-order-history';
import { OrderDetailStore } from '@application/orders/order-detail-store';
import { OrderHistoryStore } from '@application/orders/order-history-store';
import { ViewOrder } from '@application/orders/view-order';
import type { Container } from 'inversify';
import { bindClass } from './bind';

/**
 * The member's orders: the order history, an order's detail and its
 * cancellation, and the balance refresh that follows a refund. Its port (the
 * order gateway) is bound by the composition root or the test container.
 */
export function bindOrders(container: Container): void {
  const t = TOKENS;
  bindClass(container, t.orderHistoryStore, OrderHistoryStore, [t.contextStore, t.loadOrderHistory]);
  bindClass(container, t.orderDetailStore, OrderDetailStore, [t.contextStore, t.viewOrder]);
  bindClass(container, t.loadOrderHistory, LoadOrderHistory, [t.orderGateway, t.errorReporter]);
  bindClass(container, t.viewOrder, ViewOrder, [t.orderGateway, t.errorReporter]);
  bindClass(container, t.cancelOrder, CancelOrder, [
    t.orderGateway,
    t.orderDetailStore,
    t.refreshBalances,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(container, t.cancelOrderItem, CancelOrderItem, [
    t.orderGateway,
    t.orderDetailStore,
    t.refreshBalances,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(container, t.refreshBalances, RefreshBalances, [t.accountGateway, t.accountStore, t.sessionStore, t.errorReporter]);
}
