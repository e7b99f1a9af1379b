import { describe, expect, it } from 'vitest';
import { orderItemCount, orderStatuses, statusReason, type OrderItem, type OrderStatusChange } from './order.ts';
import type { OrderItemStatus } from './order-item-status.ts';

function item(
  status: OrderItemStatus,
  quantity = 1,
  statuses: OrderStatusChange[] = [{ status, reason: null, at: null }],
): Pick<OrderItem, 'status' | 'quantity' | 'statuses'> {
  return { status, quantity, statuses };
}

describe('an order in the order history', () => {
  it('counts every thing redeemed: the sum of its items’ quantities', () => {
    expect(orderItemCount({ items: [] })).toBe(0);
    expect(orderItemCount({ items: [item('placed', 2), item('placed', 3)] as OrderItem[] })).toBe(5);
  });

  it('shows each status its items are in once, in the order of the items', () => {
    expect(orderStatuses({ items: [item('cancelled'), item('placed'), item('cancelled'), item('shipped')] as OrderItem[] })).toEqual([
      'cancelled',
      'placed',
      'shipped',
    ]);
    expect(orderStatuses({ items: [item('cancelled'), item('cancelled')] as OrderItem[] })).toEqual(['cancelled']);
    expect(orderStatuses({ items: [] })).toEqual([]);
  });
});

describe('the reason of an item’s status (spec §3: statuses with reasons)', () => {
  const at = new Date('2026-03-01T10:00:00Z');

  it('is the reason of the last entry of the history when that entry is the current status', () => {
    expect(
      statusReason(
        item('cancelled', 1, [
          { status: 'placed', reason: 'first', at },
          { status: 'Cancelled', reason: 'item no longer needed', at },
        ]),
      ),
    ).toBe('item no longer needed');
  });

  it('reads the last entry of a longer history, not an earlier one', () => {
    expect(
      statusReason(
        item('hold', 1, [
          { status: 'placed', reason: null, at },
          { status: 'hold', reason: 'address check', at },
          { status: 'hold', reason: 'awaiting stock', at },
        ]),
      ),
    ).toBe('awaiting stock');
  });

  it('is none when the last entry gives no reason, an empty one, or there is no history', () => {
    expect(statusReason(item('cancelled', 1, [{ status: 'cancelled', reason: null, at }]))).toBeNull();
    expect(statusReason(item('cancelled', 1, [{ status: 'cancelled', reason: '  ', at }]))).toBeNull();
    expect(statusReason(item('not_available', 1, []))).toBeNull();
  });

  it('is none when the status changed after the history was read (a cancellation shown at once)', () => {
    expect(statusReason(item('cancelled', 1, [{ status: 'placed', reason: 'awaiting stock', at }]))).toBeNull();
  });
});
