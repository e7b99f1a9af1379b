import type { OrderGateway } from '@application/ports/order-gateway';
import type { Order } from '@rewards-storefront/domain/orders/order';
import { HISTORICAL_ORDER_PAGE_SIZE } from '@rewards-storefront/domain/orders/historical-order';
import { ORDER_PAGE_SIZE, ORDER_SALE_CHANNELS } from '@rewards-storefront/domain/orders/order-history';
import { ORDER_ITEM_STATUSES } from '@rewards-storefront/domain/orders/order-item-status';
import { expect, it } from 'vitest';

/** An order just placed by the member: cancellable, with at least two items. */
export interface PlacedOrder {
  readonly id: number;
  readonly itemIds: readonly number[];
}

export interface OrderContractSetup {
  readonly gateway: OrderGateway;
  /** The member's card the orders below were placed with. */
  readonly accountId: number;
  /** A card of another member. */
  readonly othersAccountId: number;
  /** An order of another member. */
  readonly othersOrderId: number;
  /** One of the member's orders placed more than 6 hours ago, not shipped: no longer cancellable. */
  readonly closedOrderId: number;
  /** Places a new order of at least two merchandise items with `accountId`, paid in points. */
  readonly placeOrder: () => Promise<PlacedOrder>;
  /** One of the member's orders with a delivered eGift card, sent again by nobody yet. */
  readonly deliveredEgift: PlacedOrder;
}

/** What every OrderGateway must do (spec §3 order, order paginator; §4 order status, cancellation; §7 order calls; §9). */
export function orderGatewayContract(makeSetup: () => Promise<OrderContractSetup>): void {
  async function read(setup: OrderContractSetup, id: number, locale: 'en-CA' | 'fr-CA' = 'en-CA'): Promise<Order> {
    const result = await setup.gateway.getOrder({ id, locale });
    if (!result.ok) throw new Error(`reading order ${id} failed: ${result.detail}`);
    return result.order;
  }

  it('lists the member’s orders newest first, 10 a page, of the order channels, without declined ones', async () => {
    const setup = await makeSetup();
    const placed = await setup.placeOrder();
    const result = await setup.gateway.listOrders({ accountId: setup.accountId, page: 1, locale: 'en-CA' });
    if (!result.ok) throw new Error(`the history failed: ${result.detail}`);
    const { page } = result;
    expect(page.orders[0]?.id).toBe(placed.id);
    expect(page).toMatchObject({ page: 1, perPage: ORDER_PAGE_SIZE, lastPage: Math.max(1, Math.ceil(page.count / ORDER_PAGE_SIZE)) });
    expect(page.orders.length).toBe(Math.min(page.count, ORDER_PAGE_SIZE));
    const dates = page.orders.map((order) => order.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const order of page.orders) {
      expect(order.isDeclined).toBe(false);
      expect(order.items.some((item) => (ORDER_SALE_CHANNELS as readonly string[]).includes(item.saleChannel))).toBe(true);
    }
    const past = await setup.gateway.listOrders({ accountId: setup.accountId, page: page.lastPage + 1, locale: 'en-CA' });
    expect(past).toMatchObject({ ok: true, page: { orders: [], count: page.count, lastPage: page.lastPage } });
  });

  it('lists the member’s historical orders (spec §3) newest first, 10 a page, of all cards or one; another member’s card is not found', async () => {
    const setup = await makeSetup();
    const all = await setup.gateway.listHistoricalOrders({ accountId: null, page: 1, locale: 'en-CA' });
    if (!all.ok) throw new Error(`the historical orders failed: ${all.detail}`);
    const { page } = all;
    expect(page.count).toBeGreaterThan(0);
    expect(page).toMatchObject({ page: 1, perPage: HISTORICAL_ORDER_PAGE_SIZE, lastPage: Math.max(1, Math.ceil(page.count / HISTORICAL_ORDER_PAGE_SIZE)) });
    expect(page.orders.length).toBe(Math.min(page.count, HISTORICAL_ORDER_PAGE_SIZE));
    const dates = page.orders.map((order) => order.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const order of page.orders) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.paidAmount).toBeLessThanOrEqual(order.totalAmount);
      expect(order.programCurrency).toBe('PTS');
      for (const item of order.items) expect(ORDER_ITEM_STATUSES).toContain(item.status);
    }
    const card = await setup.gateway.listHistoricalOrders({ accountId: setup.accountId, page: 1, locale: 'en-CA' });
    if (!card.ok) throw new Error(`one card's historical orders failed: ${card.detail}`);
    expect(card.page.count).toBeLessThanOrEqual(page.count);
    for (const order of card.page.orders) expect(page.orders.map((shown) => shown.id)).toContain(order.id);
    const past = await setup.gateway.listHistoricalOrders({ accountId: null, page: page.lastPage + 1, locale: 'en-CA' });
    expect(past).toMatchObject({ ok: true, page: { orders: [], count: page.count } });
    expect(await setup.gateway.listHistoricalOrders({ accountId: setup.othersAccountId, page: 1, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('reads an order back with its items, each cancellable within 6 hours of the order', async () => {
    const setup = await makeSetup();
    const placed = await setup.placeOrder();
    const order = await read(setup, placed.id);
    expect(order.items.map((item) => item.itemId)).toEqual(placed.itemIds);
    expect(order.canCancel).toBe(true);
    for (const item of order.items) {
      expect(item).toMatchObject({ status: 'placed', canCancel: true, saleChannel: 'SHOP' });
      expect(item.cancellableUntil?.getTime()).toBe(order.createdAt.getTime() + 6 * 3_600_000);
    }
    expect(order.pointsUsed).toBe(order.items.reduce((sum, item) => sum + item.pointsPaid, 0));
  });

  it('another member’s order and card can be neither read nor cancelled', async () => {
    const setup = await makeSetup();
    expect(await setup.gateway.getOrder({ id: setup.othersOrderId, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await setup.gateway.cancelOrder({ id: setup.othersOrderId, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await setup.gateway.listOrders({ accountId: setup.othersAccountId, page: 1, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('cancels one item: it is cancelled for good, the order stays cancellable while another item can be', async () => {
    const setup = await makeSetup();
    const placed = await setup.placeOrder();
    const [first, second] = placed.itemIds;
    const result = await setup.gateway.cancelItem({ id: placed.id, itemId: first!, locale: 'en-CA' });
    if (!result.ok) throw new Error(`cancelling the item failed: ${result.detail}`);
    expect(result.order.items.map((item) => [item.itemId, item.status, item.canCancel])).toEqual([
      [first, 'cancelled', false],
      [second, 'placed', true],
      ...result.order.items.slice(2).map((item) => [item.itemId, 'placed', true]),
    ]);
    expect(result.order.canCancel).toBe(true);
    expect(await read(setup, placed.id)).toEqual(result.order);

    const again = await setup.gateway.cancelItem({ id: placed.id, itemId: first!, locale: 'en-CA' });
    expect(again).toMatchObject({ ok: false, reason: 'not-cancellable', message: expect.stringMatching(/\S/) });
    expect(await read(setup, placed.id)).toEqual(result.order);
  });

  it('cancels the whole order: every item cancelled, nothing left to cancel, and a second time is refused', async () => {
    const setup = await makeSetup();
    const placed = await setup.placeOrder();
    const result = await setup.gateway.cancelOrder({ id: placed.id, locale: 'en-CA' });
    if (!result.ok) throw new Error(`cancelling the order failed: ${result.detail}`);
    expect(result.order.canCancel).toBe(false);
    expect(result.order.items.map((item) => [item.status, item.canCancel])).toEqual(placed.itemIds.map(() => ['cancelled', false]));
    const again = await setup.gateway.cancelOrder({ id: placed.id, locale: 'en-CA' });
    expect(again).toMatchObject({ ok: false, reason: 'not-cancellable' });
    expect(await read(setup, placed.id)).toEqual(result.order);
  });

  it('refuses to cancel an order past its 6 hours, explaining why in the member’s language, and changes nothing', async () => {
    const setup = await makeSetup();
    const before = await read(setup, setup.closedOrderId);
    expect(before.canCancel).toBe(false);
    expect(before.items.every((item) => !item.canCancel && item.cancellableUntil === null)).toBe(true);
    const english = await setup.gateway.cancelOrder({ id: setup.closedOrderId, locale: 'en-CA' });
    const french = await setup.gateway.cancelItem({ id: setup.closedOrderId, itemId: before.items[0]!.itemId, locale: 'fr-CA' });
    expect(english).toMatchObject({ ok: false, reason: 'not-cancellable', message: expect.stringContaining('6-hour') });
    expect(french).toMatchObject({ ok: false, reason: 'not-cancellable', message: expect.stringContaining('6 heures') });
    expect(await read(setup, setup.closedOrderId)).toEqual(before);
  });

  it('sends a delivered eGift card again once (the custom action resend-egift); not a merchandise item, nor an item that is not the member’s', async () => {
    const setup = await makeSetup();
    const [itemId] = setup.deliveredEgift.itemIds;
    const request = { id: setup.deliveredEgift.id, itemId: itemId!, locale: 'en-CA' as const };
    expect(await setup.gateway.resendEgift(request)).toEqual({ ok: true });
    const order = await setup.gateway.getOrder({ id: request.id, locale: 'en-CA' });
    expect(order.ok && order.order.items.find((item) => item.itemId === itemId)?.status).toBe('resend_requested');
    expect(await setup.gateway.resendEgift(request)).toMatchObject({ ok: false, reason: 'not-resendable', refusal: 'already-requested' });
    const placed = await setup.placeOrder();
    expect(await setup.gateway.resendEgift({ id: placed.id, itemId: placed.itemIds[0]!, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-resendable',
      refusal: 'not-egift',
    });
    expect(await setup.gateway.resendEgift({ id: setup.othersOrderId, itemId: 999_999_999, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
  });
}
