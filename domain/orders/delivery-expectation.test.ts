import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARITY_RECEIPT_WEEKS,
  EGIFT_DELIVERY_DAYS,
  MILES_TRANSFER_WEEKS,
  MERCHANDISE_DELIVERY_BUSINESS_DAYS,
  addBusinessDays,
  deliveryExpectation,
  isWeekend,
} from './delivery-expectation.ts';

// 2026-03-06 is a Friday.
const friday = new Date('2026-03-06T15:00:00Z');

describe('delivery expectations (spec §9)', () => {
  it('knows the weekend', () => {
    expect(isWeekend(new Date('2026-03-07T12:00:00Z'))).toBe(true);
    expect(isWeekend(new Date('2026-03-08T12:00:00Z'))).toBe(true);
    expect(isWeekend(new Date('2026-03-09T12:00:00Z'))).toBe(false);
    expect(isWeekend(friday)).toBe(false);
  });

  it('adds business days, skipping weekends and keeping the time', () => {
    expect(addBusinessDays(friday, 0)).toEqual(friday);
    expect(addBusinessDays(friday, 1)).toEqual(new Date('2026-03-09T15:00:00Z'));
    expect(addBusinessDays(friday, 5)).toEqual(new Date('2026-03-13T15:00:00Z'));
    expect(addBusinessDays(new Date('2026-03-07T09:00:00Z'), 1)).toEqual(new Date('2026-03-09T09:00:00Z'));
  });

  it('never lands on a weekend and moves at least as many calendar days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 1, max: 30 }), (dayOffset, days) => {
        const start = new Date(Date.UTC(2026, 0, 1) + dayOffset * 86_400_000);
        const result = addBusinessDays(start, days);
        expect(isWeekend(result)).toBe(false);
        expect((result.getTime() - start.getTime()) / 86_400_000).toBeGreaterThanOrEqual(days);
        expect((result.getTime() - start.getTime()) / 86_400_000).toBeLessThanOrEqual(days + 2 * Math.ceil(days / 5) + 2);
      }),
    );
  });

  it('merchandise and gift cards within 10 business days, eGift cards within 3 days, others none', () => {
    expect(MERCHANDISE_DELIVERY_BUSINESS_DAYS).toBe(10);
    expect(EGIFT_DELIVERY_DAYS).toBe(3);
    expect(deliveryExpectation('merchandise', friday)).toEqual({ key: 'delivery.merchandise', by: new Date('2026-03-20T15:00:00Z') });
    expect(deliveryExpectation('giftcard', friday)).toEqual({ key: 'delivery.merchandise', by: new Date('2026-03-20T15:00:00Z') });
    expect(deliveryExpectation('egiftcard', friday)).toEqual({ key: 'delivery.egift', by: new Date('2026-03-09T15:00:00Z') });
    expect(deliveryExpectation('cash_back', friday)).toEqual({ key: 'delivery.none', by: null });
    expect(deliveryExpectation('financial_reward', friday)).toEqual({ key: 'delivery.none', by: null });
  });

  it("a donation's tax receipt within 12 weeks, a miles transfer by 2 weeks", () => {
    expect(CHARITY_RECEIPT_WEEKS).toBe(12);
    expect(MILES_TRANSFER_WEEKS).toBe(2);
    expect(deliveryExpectation('charitable_donation', friday)).toEqual({
      key: 'delivery.charityReceipt',
      by: new Date('2026-05-29T15:00:00Z'),
    });
    expect(deliveryExpectation('miles_transfer', friday)).toEqual({ key: 'delivery.miles', by: new Date('2026-03-20T15:00:00Z') });
  });
});
