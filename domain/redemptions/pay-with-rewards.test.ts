import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsToCashCents } from '../points/points-to-cash.ts';
import {
  DEFAULT_PAY_WITH_REWARDS_RANGE,
  PAY_WITH_REWARDS_DATE_RANGES,
  PAY_WITH_REWARDS_MINIMUM_CENTS,
  PAY_WITH_REWARDS_VIEWS,
  PAY_WITH_REWARDS_WINDOW_DAYS,
  payWithRewardsAmountProblem,
  payWithRewardsEligibility,
  payWithRewardsPoints,
  payWithRewardsRefusalOf,
  payWithRewardsQuery,
  payWithRewardsRowState,
  payWithRewardsSince,
} from './pay-with-rewards.ts';

const POSTED = new Date('2026-01-10T05:00:00.000Z');
const DEADLINE = new Date('2026-04-10T05:00:00.000Z');
const purchase = (amountCents = 4_000, redeemedAt: Date | null = null) => ({ amountCents, postedAt: POSTED, redeemedAt });

describe('Pay with Rewards eligibility (spec §5, §9)', () => {
  it('reimburses purchases of $25 or more', () => {
    expect(PAY_WITH_REWARDS_MINIMUM_CENTS).toBe(2_500);
    expect(payWithRewardsEligibility(purchase(2_500), POSTED)).toEqual({ ok: true });
    expect(payWithRewardsEligibility(purchase(2_499), POSTED)).toEqual({ ok: false, reason: 'below-minimum' });
  });

  it('within 90 days of posting, the last moment included', () => {
    expect(PAY_WITH_REWARDS_WINDOW_DAYS).toBe(90);
    expect(payWithRewardsEligibility(purchase(), DEADLINE)).toEqual({ ok: true });
    expect(payWithRewardsEligibility(purchase(), new Date(DEADLINE.getTime() + 1))).toEqual({ ok: false, reason: 'expired' });
  });

  it('once', () => {
    expect(payWithRewardsEligibility(purchase(4_000, POSTED), POSTED)).toEqual({ ok: false, reason: 'already-redeemed' });
  });
});

describe('the activity row (spec §4)', () => {
  it('offers to redeem an eligible purchase, says Redeemed with an amount, else Ineligible', () => {
    expect(payWithRewardsRowState({ isEligible: true, redeemed: null })).toBe('redeem');
    expect(payWithRewardsRowState({ isEligible: false, redeemed: { points: 1 } })).toBe('redeemed');
    expect(payWithRewardsRowState({ isEligible: false, redeemed: null })).toBe('ineligible');
    expect(payWithRewardsRowState({ isEligible: false, redeemed: undefined })).toBe('ineligible');
  });
});

describe('the activity view', () => {
  it('opens on eligible purchases of the last 7 days', () => {
    expect(PAY_WITH_REWARDS_VIEWS).toEqual(['eligible', 'redeemed']);
    expect(PAY_WITH_REWARDS_DATE_RANGES).toEqual([7, 15, 30, 60, 90]);
    expect(DEFAULT_PAY_WITH_REWARDS_RANGE).toBe(7);
    expect(payWithRewardsQuery({ view: null, days: null })).toEqual({ view: 'eligible', days: 7 });
    expect(payWithRewardsQuery({ view: 'other', days: '8' })).toEqual({ view: 'eligible', days: 7 });
    expect(payWithRewardsQuery({ view: 'redeemed', days: '90' })).toEqual({ view: 'redeemed', days: 90 });
  });

  it('counts the range back from now', () => {
    expect(payWithRewardsSince(DEADLINE, 90)).toEqual(POSTED);
  });
});

describe('the amount reimbursed', () => {
  it('costs one point a cent at the programme’s rate', () => {
    expect(payWithRewardsPoints(4_125, 0.01)).toBe(4_125);
  });

  it('is $25 or more, at most the purchase, within the balance', () => {
    expect(payWithRewardsAmountProblem(null, 4_000, 10_000, 0.01)).toBe('required');
    expect(payWithRewardsAmountProblem(Number.NaN, 4_000, 10_000, 0.01)).toBe('invalid');
    expect(payWithRewardsAmountProblem(2_499, 4_000, 10_000, 0.01)).toBe('below-minimum');
    expect(payWithRewardsAmountProblem(2_500.5, 4_000, 10_000, 0.01)).toBe('below-minimum');
    expect(payWithRewardsAmountProblem(2_500, 4_000, 10_000, 0.01)).toBeNull();
    expect(payWithRewardsAmountProblem(4_000, 4_000, 4_000, 0.01)).toBeNull();
    expect(payWithRewardsAmountProblem(4_001, 4_000, 10_000, 0.01)).toBe('above-maximum');
    expect(payWithRewardsAmountProblem(4_000, 4_000, 3_999, 0.01)).toBe('above-balance');
  });

  it('always covers the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0.01, 0.0125, 0.008), (cents, rate) => {
        expect(pointsToCashCents(payWithRewardsPoints(cents, rate), rate)).toBeGreaterThanOrEqual(cents);
      }),
    );
  });
});

describe('the refusal the programme API names (data.reason)', () => {
  it('is each refusal the store knows, and null for anything else', () => {
    expect(payWithRewardsRefusalOf('already-redeemed')).toBe('already-redeemed');
    expect(payWithRewardsRefusalOf('below-minimum')).toBe('below-minimum');
    expect(payWithRewardsRefusalOf('expired')).toBe('expired');
    expect(payWithRewardsRefusalOf('EXPIRED')).toBeNull();
    expect(payWithRewardsRefusalOf('')).toBeNull();
    expect(payWithRewardsRefusalOf(undefined)).toBeNull();
    expect(payWithRewardsRefusalOf(null)).toBeNull();
  });
});
