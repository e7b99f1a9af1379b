import { describe, expect, it } from 'vitest';
import { travelCancellation, travelRefund } from './travel-cancellation.ts';

describe('travel cancellation (the sandbox partner’s rule)', () => {
  it('a standing booking can be cancelled until the day its trip starts, not on that day nor after', () => {
    expect(travelCancellation({ status: 'confirmed', startDate: '2026-12-02' }, '2026-12-01')).toEqual({ ok: true });
    expect(travelCancellation({ status: 'confirmed', startDate: '2026-12-02' }, '2026-12-02')).toEqual({ ok: false, reason: 'trip-started' });
    expect(travelCancellation({ status: 'booked', startDate: '2026-12-02' }, '2026-12-03')).toEqual({ ok: false, reason: 'trip-started' });
  });

  it('a cancelled booking is not cancelled again, whatever its dates', () => {
    expect(travelCancellation({ status: 'cancelled', startDate: '2027-01-01' }, '2026-12-01')).toEqual({ ok: false, reason: 'already-cancelled' });
    expect(travelCancellation({ status: 'cancelled', startDate: null }, '2026-12-01')).toEqual({ ok: false, reason: 'already-cancelled' });
  });

  it('a standing booking without a start date can be cancelled', () => {
    expect(travelCancellation({ status: 'accepted', startDate: null }, '2026-12-01')).toEqual({ ok: true });
  });

  it('gives back the points paid and takes back the Elite bonus, never more than was paid', () => {
    expect(travelRefund({ pointsPaid: 32_000, bonus: 6_400 })).toEqual({ refund: 32_000, bonusReversal: 6_400 });
    expect(travelRefund({ pointsPaid: 32_000, bonus: 0 })).toEqual({ refund: 32_000, bonusReversal: 0 });
    expect(travelRefund({ pointsPaid: 100, bonus: 101 })).toEqual({ refund: 100, bonusReversal: 100 });
    expect(travelRefund({ pointsPaid: 100, bonus: -5 })).toEqual({ refund: 100, bonusReversal: 0 });
  });
});
