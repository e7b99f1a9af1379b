import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, GENERIC_STATUSES, ORDER_ITEM_STATUSES, orderItemStatus, orderItemStatusKey } from './order-item-status.ts';

describe('order item status (spec §4)', () => {
  it('is the last entry of the history, lower-cased', () => {
    expect(orderItemStatus([{ status: 'Placed' }, { status: 'SHIPPED' }])).toBe('shipped');
    expect(orderItemStatus([{ status: 'new' }])).toBe('new');
  });

  it('turns spaces into underscores and ignores outer spaces', () => {
    expect(orderItemStatus([{ status: ' Refund  In Progress ' }])).toBe('refund_in_progress');
    expect(orderItemStatus([{ status: 'Not Available' }])).toBe('not_available');
  });

  it('is not_available without history or for a status that is not a label', () => {
    expect(orderItemStatus([])).toBe('not_available');
    expect(orderItemStatus([{ status: 'shipped' }, { status: 'teleported' }])).toBe('not_available');
    expect(orderItemStatus([{ status: '' }])).toBe('not_available');
  });

  it('maps a status to its translation key under order status', () => {
    expect(orderItemStatusKey('cancelled')).toBe('orderStatus.cancelled');
  });

  it('holds the spec’s label lists', () => {
    expect(ORDER_ITEM_STATUSES).toHaveLength(35);
    expect(ORDER_ITEM_STATUSES[0]).toBe('backordered');
    expect(ORDER_ITEM_STATUSES.at(-1)).toBe('undeliverable');
    expect(new Set(ORDER_ITEM_STATUSES).size).toBe(35);
    expect(ORDER_ITEM_STATUSES).toContain('locked_for_fraud');
    expect(GENERIC_STATUSES).toEqual(['accepted', 'booked', 'cancelled', 'confirmed', 'not_available', 'success']);
    expect(CANCEL_REASONS).toHaveLength(9);
    expect(CANCEL_REASONS).toContain('item no longer needed');
  });
});
