import { describe, expect, it } from 'vitest';
import { HISTORICAL_ORDER_PAGE_SIZE, historicalItemStatus, historicalOrderStatuses } from './historical-order.ts';

describe('historical orders (spec §3)', () => {
  it('reads an imported status as the order history reads one: lower case, spaces as underscores', () => {
    expect(historicalItemStatus('Delivered')).toBe('delivered');
    expect(historicalItemStatus(' Refund In Progress ')).toBe('refund_in_progress');
    expect(historicalItemStatus('refunded')).toBe('refunded');
  });

  it('reads a status that is none of the labels as not available', () => {
    expect(historicalItemStatus('archived')).toBe('not_available');
    expect(historicalItemStatus('')).toBe('not_available');
  });

  it('lists each status of the items once, in the order of the items', () => {
    const item = (status: 'delivered' | 'refunded' | 'shipped') => ({ description: 'x', programAmount: 1, status });
    expect(historicalOrderStatuses({ items: [item('delivered'), item('refunded'), item('delivered'), item('shipped')] })).toEqual([
      'delivered',
      'refunded',
      'shipped',
    ]);
    expect(historicalOrderStatuses({ items: [item('delivered'), item('delivered')] })).toEqual(['delivered']);
    expect(historicalOrderStatuses({ items: [] })).toEqual([]);
  });

  it('pages like the order history: 10 a page', () => {
    expect(HISTORICAL_ORDER_PAGE_SIZE).toBe(10);
  });
});
