import { describe, expect, it } from 'vitest';
import {
  CANCELLABLE_PRODUCT_TYPES,
  CANCELLATION_WINDOW_HOURS,
  NOT_YET_SHIPPED_STATUSES,
  afterItemCancelled,
  afterOrderCancelled,
  cancellationDeadline,
  itemCancellation,
  orderCanCancel,
  type CancellableOrder,
} from './order-cancellation.ts';

const redeemedAt = new Date('2026-03-02T10:00:00Z');
const hours = (h: number) => new Date(redeemedAt.getTime() + h * 3_600_000);

describe('cancellation window and eligibility (spec §4, §9)', () => {
  it('lasts 6 hours after redemption', () => {
    expect(CANCELLATION_WINDOW_HOURS).toBe(6);
    expect(cancellationDeadline(redeemedAt)).toEqual(new Date('2026-03-02T16:00:00Z'));
  });

  it('lets merchandise, gift cards and eGift cards be cancelled within the window while not shipped', () => {
    expect(CANCELLABLE_PRODUCT_TYPES).toEqual(['merchandise', 'giftcard', 'egiftcard']);
    for (const productType of CANCELLABLE_PRODUCT_TYPES) {
      expect(itemCancellation({ productType, status: 'placed', redeemedAt }, hours(1))).toEqual({ ok: true });
    }
    expect(itemCancellation({ productType: 'merchandise', status: 'placed', redeemedAt }, new Date(hours(6).getTime() - 1))).toEqual({ ok: true });
    for (const status of NOT_YET_SHIPPED_STATUSES) {
      expect(itemCancellation({ productType: 'merchandise', status, redeemedAt }, hours(0))).toEqual({ ok: true });
    }
    expect(NOT_YET_SHIPPED_STATUSES).toEqual(['new', 'placed', 'processing', 'charged', 'hold', 'backordered']);
  });

  it('closes at exactly 6 hours', () => {
    expect(itemCancellation({ productType: 'merchandise', status: 'placed', redeemedAt }, hours(6))).toEqual({ ok: false, reason: 'window-closed' });
    expect(itemCancellation({ productType: 'merchandise', status: 'placed', redeemedAt }, hours(48))).toEqual({ ok: false, reason: 'window-closed' });
  });

  it('keeps other redemptions final', () => {
    for (const productType of ['financial_reward', 'charitable_donation', 'miles_transfer', 'cash_back', 'flight']) {
      expect(itemCancellation({ productType, status: 'placed', redeemedAt }, hours(0))).toEqual({ ok: false, reason: 'final-redemption' });
    }
  });

  it('refuses a cancelled or shipped item, in that order, before the window', () => {
    expect(itemCancellation({ productType: 'merchandise', status: 'cancelled', redeemedAt }, hours(10))).toEqual({ ok: false, reason: 'already-cancelled' });
    expect(itemCancellation({ productType: 'merchandise', status: 'shipped', redeemedAt }, hours(10))).toEqual({ ok: false, reason: 'already-shipped' });
    expect(itemCancellation({ productType: 'egiftcard', status: 'delivered', redeemedAt }, hours(1))).toEqual({ ok: false, reason: 'already-shipped' });
  });
});

describe('cancellation state changes (spec §4)', () => {
  const order: CancellableOrder = {
    id: 7,
    canCancel: true,
    items: [
      { itemId: 1, status: 'placed', canCancel: true },
      { itemId: 2, status: 'placed', canCancel: true },
    ],
  };

  it('cancelling an item sets it cancelled, not cancellable, and leaves the order cancellable while another item is', () => {
    const after = afterItemCancelled(order, 1);
    expect(after.items).toEqual([
      { itemId: 1, status: 'cancelled', canCancel: false },
      { itemId: 2, status: 'placed', canCancel: true },
    ]);
    expect(after.canCancel).toBe(true);
    expect(order.items[0]!.status).toBe('placed');
  });

  it('when no item remains cancellable the order is not cancellable', () => {
    const after = afterItemCancelled(afterItemCancelled(order, 1), 2);
    expect(after.canCancel).toBe(false);
    expect(after.items.every((item) => item.status === 'cancelled' && !item.canCancel)).toBe(true);
  });

  it('a non-cancellable order stays so', () => {
    expect(afterItemCancelled({ ...order, canCancel: false }, 1).canCancel).toBe(false);
  });

  it('an unknown item changes nothing', () => {
    expect(afterItemCancelled(order, 99)).toBe(order);
  });

  it('cancelling the order marks all items cancelled', () => {
    const after = afterOrderCancelled(order);
    expect(after).toEqual({
      id: 7,
      canCancel: false,
      items: [
        { itemId: 1, status: 'cancelled', canCancel: false },
        { itemId: 2, status: 'cancelled', canCancel: false },
      ],
    });
  });

  it('an order can be cancelled whole when it has open items and all of them can be', () => {
    expect(orderCanCancel(order.items)).toBe(true);
    expect(orderCanCancel([{ status: 'cancelled', canCancel: false }, { status: 'placed', canCancel: true }])).toBe(true);
    expect(orderCanCancel([{ status: 'shipped', canCancel: false }, { status: 'placed', canCancel: true }])).toBe(false);
    expect(orderCanCancel([{ status: 'cancelled', canCancel: false }])).toBe(false);
    expect(orderCanCancel([])).toBe(false);
  });
});
