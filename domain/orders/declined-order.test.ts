import { describe, expect, it } from 'vitest';
import { isDeclinedOrder, withoutDeclinedOrders } from './declined-order.ts';

const declined = { statuses: [{ status: 'placed' }, { status: 'Declined' }] };
const shipped = { statuses: [{ status: 'shipped' }] };

describe('declined orders (spec §4)', () => {
  it('are declined only when all items are declined', () => {
    expect(isDeclinedOrder({ items: [declined, declined] })).toBe(true);
    expect(isDeclinedOrder({ items: [declined, shipped] })).toBe(false);
    expect(isDeclinedOrder({ items: [shipped] })).toBe(false);
  });

  it('an order without items is not declined', () => {
    expect(isDeclinedOrder({ items: [] })).toBe(false);
  });

  it('are filtered out of lists, which keep their order', () => {
    const a = { id: 1, items: [shipped] };
    const b = { id: 2, items: [declined] };
    const c = { id: 3, items: [declined, shipped] };
    expect(withoutDeclinedOrders([a, b, c])).toEqual([a, c]);
  });
});
