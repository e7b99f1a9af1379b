import type { CommonFailure } from '@application/ports/gateway-failure';
import type { OrderGateway, OrderResult } from '@application/ports/order-gateway';
import type { Locale } from '@domain/locale/locale';
import type { Order } from '@domain/orders/order';
import { toOrder } from '@infrastructure/http-order-gateway';
import { apiOrder, apiOrderItem } from './api-fixtures';
import { NOT_FOUND, failed } from './failures';

/** An order of the programme API's shape (api-fixtures) as the adapter maps it. */
export function orderFrom(api: Parameters<typeof toOrder>[0]): Order {
  return toOrder(api);
}

/** An order as the programme API answers it (api-fixtures), mapped by the adapter; override what the test is about. */
export function anOrder(id = 7001, overrides: Partial<Order> = {}): Order {
  return { ...toOrder(apiOrder(id, [apiOrderItem(id * 10)])), ...overrides };
}

/**
 * The member's orders in memory, like the programme API: only the
 * member's own orders are found (an unknown id is 404). A fake checkout
 * adds the orders it places. Records every call; `failure` makes every
 * call fail.
 */
export class FakeOrderGateway implements OrderGateway {
  readonly requests: { orderId: number; locale: Locale }[] = [];
  readonly orders = new Map<number, Order>();
  failure: CommonFailure | null = null;

  constructor(orders: readonly Order[] = []) {
    for (const order of orders) this.orders.set(order.id, order);
  }

  add(order: Order): void {
    this.orders.set(order.id, order);
  }

  async getOrder(request: { orderId: number; locale: Locale }): Promise<OrderResult> {
    this.requests.push(request);
    if (this.failure) return failed(this.failure);
    const order = this.orders.get(request.orderId);
    return order ? { ok: true, order } : NOT_FOUND;
  }
}
