import { describe, expect, it } from 'vitest';
import { deliveryExpectation } from './delivery-expectation.ts';
import { NOT_YET_SHIPPED_STATUSES } from './order-cancellation.ts';
import { AWAITING_DELIVERY_STATUSES, orderItemDelivery } from './order-item-delivery.ts';
import { ORDER_ITEM_STATUSES } from './order-item-status.ts';

const orderedAt = new Date('2026-03-02T10:00:00Z');

describe('delivery expectation of an order item (spec §9)', () => {
  it('is its product type’s expectation while it is not shipped yet or on its way', () => {
    expect(AWAITING_DELIVERY_STATUSES).toEqual([...NOT_YET_SHIPPED_STATUSES, 'shipped']);
    for (const status of AWAITING_DELIVERY_STATUSES) {
      expect(orderItemDelivery({ productType: 'merchandise', status }, orderedAt)).toEqual(deliveryExpectation('merchandise', orderedAt));
      expect(orderItemDelivery({ productType: 'egiftcard', status }, orderedAt)).toEqual(deliveryExpectation('egiftcard', orderedAt));
    }
    expect(orderItemDelivery({ productType: 'merchandise', status: 'placed' }, orderedAt).key).toBe('delivery.merchandise');
  });

  it('is none once the item arrived or never will', () => {
    const arrivedOrStopped = ORDER_ITEM_STATUSES.filter((status) => !AWAITING_DELIVERY_STATUSES.includes(status));
    expect(arrivedOrStopped).toEqual(expect.arrayContaining(['delivered', 'gifted', 'cancelled', 'declined', 'refunded', 'returned']));
    for (const status of arrivedOrStopped) {
      expect(orderItemDelivery({ productType: 'merchandise', status }, orderedAt)).toEqual({ key: 'delivery.none', by: null });
    }
  });

  it('is none for redemptions that are not delivered, whatever their status', () => {
    expect(orderItemDelivery({ productType: 'cash_back', status: 'placed' }, orderedAt)).toEqual({ key: 'delivery.none', by: null });
  });

  it('says when the miles and a donation’s tax receipt come while the item is on its way', () => {
    expect(orderItemDelivery({ productType: 'miles_transfer', status: 'placed' }, orderedAt).key).toBe('delivery.miles');
    expect(orderItemDelivery({ productType: 'charitable_donation', status: 'placed' }, orderedAt).key).toBe('delivery.charityReceipt');
  });
});
