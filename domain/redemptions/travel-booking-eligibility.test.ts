import { describe, expect, it } from 'vitest';
import { travelBookingEligibility, travelBookingRefusalOf } from './travel-booking-eligibility.ts';

const fine = { cardActive: true, canWrite: true, balance: 24_000, points: 24_000 };

describe('travelBookingEligibility (spec §7 validate-member)', () => {
  it('lets an active card with exactly the points book, whoever may write', () => {
    expect(travelBookingEligibility(fine)).toEqual({ ok: true });
  });

  it('refuses a card one point short, and a card on hold or cancelled before anything else', () => {
    expect(travelBookingEligibility({ ...fine, balance: 23_999 })).toEqual({ ok: false, reason: 'insufficient-points' });
    expect(travelBookingEligibility({ ...fine, cardActive: false, canWrite: false, balance: 0 })).toEqual({ ok: false, reason: 'card-not-active' });
  });

  it('refuses a read-only agent before counting points', () => {
    expect(travelBookingEligibility({ ...fine, canWrite: false, balance: 0 })).toEqual({ ok: false, reason: 'read-only' });
  });

  it('reads only the refusals it knows', () => {
    expect(travelBookingRefusalOf('insufficient-points')).toBe('insufficient-points');
    expect(travelBookingRefusalOf('card-not-active')).toBe('card-not-active');
    expect(travelBookingRefusalOf('read-only')).toBe('read-only');
    expect(travelBookingRefusalOf('trip-started')).toBeNull();
    expect(travelBookingRefusalOf(undefined)).toBeNull();
  });
});
