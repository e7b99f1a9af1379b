import { describe, expect, it } from 'vitest';
import {
  ITINERARY_SALE_CHANNELS,
  ORDER_HISTORY_MONTHS,
  ORDER_PAGE_SIZE,
  ORDER_SALE_CHANNELS,
  SALE_CHANNELS,
  lastPage,
  orderHistorySince,
  saleChannelOf,
} from './order-history.ts';

describe('order history rules (spec §9)', () => {
  it('lists 10 orders a page of the SHOP, EPBC and EGIF channels, up to 6 months back', () => {
    expect(ORDER_PAGE_SIZE).toBe(10);
    expect(ORDER_SALE_CHANNELS).toEqual(['SHOP', 'EPBC', 'EGIF']);
    expect(ITINERARY_SALE_CHANNELS).toEqual(['TRAV', 'TPPV']);
    expect(SALE_CHANNELS).toEqual(['SHOP', 'EPBC', 'EGIF', 'TRAV', 'TPPV']);
    expect(ORDER_HISTORY_MONTHS).toBe(6);
  });

  it('reaches back six calendar months, to the same moment', () => {
    expect(orderHistorySince(new Date('2026-09-15T08:30:05.250Z'))).toEqual(new Date('2026-03-15T08:30:05.250Z'));
    expect(orderHistorySince(new Date('2026-03-01T00:00:00Z'))).toEqual(new Date('2025-09-01T00:00:00Z'));
  });

  it('stops at the last day of a shorter month', () => {
    expect(orderHistorySince(new Date('2026-08-31T12:00:00Z'))).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(orderHistorySince(new Date('2028-08-31T12:00:00Z'))).toEqual(new Date('2028-02-29T12:00:00Z'));
    expect(orderHistorySince(new Date('2026-12-31T23:59:59Z'))).toEqual(new Date('2026-06-30T23:59:59Z'));
  });

  it('counts pages of 10, at least one', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(10)).toBe(1);
    expect(lastPage(11)).toBe(2);
    expect(lastPage(25, 5)).toBe(5);
  });

  it('puts eGift cards in EGIF, goods in SHOP and other redemptions in EPBC', () => {
    expect(saleChannelOf('egiftcard')).toBe('EGIF');
    expect(saleChannelOf('merchandise')).toBe('SHOP');
    expect(saleChannelOf('giftcard')).toBe('SHOP');
    expect(saleChannelOf('financial_reward')).toBe('EPBC');
    expect(saleChannelOf('cash_back')).toBe('EPBC');
  });
});
