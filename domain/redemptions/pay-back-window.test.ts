import { describe, expect, it } from 'vitest';
import {
  bulkPayBack,
  closingSoonFirst,
  PAY_BACK_CLOSING_SOON_DAYS,
  payBackClosingSoon,
  payBackClosingSoonPostings,
  payBackDaysLeft,
  payBackDeadline,
  payBackReminder,
  payBackTotal,
} from './pay-back-window.ts';

const DAY = 86_400_000;
const POSTED = new Date('2026-01-10T05:00:00.000Z');
const DEADLINE = new Date('2026-04-10T05:00:00.000Z');
const at = (ms: number) => new Date(DEADLINE.getTime() + ms);
const purchase = (postedAt = POSTED, amountCents = 4_000, redeemedAt: Date | null = null) => ({ amountCents, postedAt, redeemedAt });

describe('the pay-back window (issue 26)', () => {
  it('ends 90 days after posting', () => {
    expect(payBackDeadline(POSTED)).toEqual(DEADLINE);
  });

  it('counts each started day before the deadline, 0 once it has passed', () => {
    expect(payBackDaysLeft(POSTED, POSTED)).toBe(90);
    expect(payBackDaysLeft(POSTED, at(-3 * DAY))).toBe(3);
    expect(payBackDaysLeft(POSTED, at(-3 * DAY + 1))).toBe(3);
    expect(payBackDaysLeft(POSTED, at(-3 * DAY - 1))).toBe(4);
    expect(payBackDaysLeft(POSTED, at(-1))).toBe(1);
    expect(payBackDaysLeft(POSTED, DEADLINE)).toBe(1);
    expect(payBackDaysLeft(POSTED, at(1))).toBe(0);
    expect(payBackDaysLeft(POSTED, at(DAY))).toBe(0);
  });

  it('is closing soon within 7 days, only for a purchase that can still be paid back', () => {
    expect(PAY_BACK_CLOSING_SOON_DAYS).toBe(7);
    expect(payBackClosingSoon(purchase(), at(-7 * DAY))).toBe(true);
    expect(payBackClosingSoon(purchase(), at(-7 * DAY - 1))).toBe(false);
    expect(payBackClosingSoon(purchase(), at(-1))).toBe(true);
    expect(payBackClosingSoon(purchase(), DEADLINE)).toBe(true);
    expect(payBackClosingSoon(purchase(), at(1))).toBe(false);
    expect(payBackClosingSoon(purchase(POSTED, 2_499), at(-DAY))).toBe(false);
    expect(payBackClosingSoon(purchase(POSTED, 4_000, POSTED), at(-DAY))).toBe(false);
  });

  it('finds the same postings closing soon as the rule, bounds included', () => {
    const now = at(-2 * DAY);
    const { from, to } = payBackClosingSoonPostings(now);
    expect(from).toEqual(new Date(now.getTime() - 90 * DAY));
    expect(to).toEqual(new Date(now.getTime() - 83 * DAY));
    for (const postedAt of [from, to]) expect(payBackClosingSoon(purchase(postedAt), now)).toBe(true);
    expect(payBackClosingSoon(purchase(new Date(from.getTime() - 1)), now)).toBe(false);
    expect(payBackClosingSoon(purchase(new Date(to.getTime() + 1)), now)).toBe(false);
  });

  it('lists the purchases closing soon first, soonest deadline first, then the others as given', () => {
    const now = at(-2 * DAY);
    const recent = { ...purchase(new Date(POSTED.getTime() + 30 * DAY)), name: 'recent' };
    const soonest = { ...purchase(POSTED), name: 'soonest' };
    const soon = { ...purchase(new Date(POSTED.getTime() + 3 * DAY)), name: 'soon' };
    const alsoSoon = { ...purchase(new Date(POSTED.getTime() + 3 * DAY)), name: 'also soon' };
    const small = { ...purchase(POSTED, 1_000), name: 'small' };
    const older = { ...purchase(new Date(POSTED.getTime() + 10 * DAY)), name: 'older' };
    const ordered = closingSoonFirst([recent, soon, small, alsoSoon, soonest, older], now).map((p) => p.name);
    expect(ordered).toEqual(['soonest', 'soon', 'also soon', 'recent', 'small', 'older']);
    expect(closingSoonFirst([], now)).toEqual([]);
  });
});

describe('paying several purchases back at once (issue 26)', () => {
  const now = at(-2 * DAY);
  const line = (key: string, amountCents: number, redeemedAt: Date | null = null, postedAt = POSTED) => ({
    key,
    amountCents,
    postedAt,
    redeemedAt,
  });

  it('sums each purchase paid in full, its points rounded up as when paid alone', () => {
    expect(bulkPayBack([line('a', 4_000), line('b', 2_500)], 6_500, 0.01, now)).toEqual({
      ok: true,
      plan: {
        lines: [
          { key: 'a', cents: 4_000, points: 4_000 },
          { key: 'b', cents: 2_500, points: 2_500 },
        ],
        cents: 6_500,
        points: 6_500,
      },
    });
    const rounded = bulkPayBack([line('a', 2_501), line('b', 2_501)], 10_000, 0.02, now);
    expect(rounded.ok && rounded.plan.points).toBe(2_502);
  });

  it('refuses the whole request for an empty list, a repeated purchase or one that cannot be paid back', () => {
    expect(bulkPayBack([], 10_000, 0.01, now)).toEqual({ ok: false, problem: 'empty' });
    expect(bulkPayBack([line('a', 4_000), line('a', 4_000)], 10_000, 0.01, now)).toEqual({ ok: false, problem: 'duplicate', key: 'a' });
    expect(bulkPayBack([line('a', 4_000), line('b', 2_499)], 10_000, 0.01, now)).toEqual({
      ok: false,
      problem: 'not-redeemable',
      key: 'b',
      reason: 'below-minimum',
    });
    expect(bulkPayBack([line('a', 4_000, POSTED)], 10_000, 0.01, now)).toEqual({
      ok: false,
      problem: 'not-redeemable',
      key: 'a',
      reason: 'already-redeemed',
    });
  });

  it('totals the amounts and each one’s points, nothing for none', () => {
    expect(payBackTotal([2_501, 2_501], 0.02)).toEqual({ cents: 5_002, points: 2_502 });
    expect(payBackTotal([], 0.01)).toEqual({ cents: 0, points: 0 });
  });

  it('refuses a total above the balance, and accepts one equal to it', () => {
    expect(bulkPayBack([line('a', 4_000), line('b', 2_500)], 6_499, 0.01, now)).toEqual({
      ok: false,
      problem: 'insufficient-points',
      points: 6_500,
      balance: 6_499,
    });
    expect(bulkPayBack([line('a', 4_000)], 4_000, 0.01, now).ok).toBe(true);
  });
});

describe('the sign-in reminder (issue 26)', () => {
  it('counts the purchases that can still be paid back, until the earliest deadline', () => {
    const now = at(-2 * DAY);
    const later = new Date(POSTED.getTime() + 5 * DAY);
    const reminder = payBackReminder([purchase(later), purchase(POSTED), purchase(POSTED, 1_000), purchase(POSTED, 4_000, POSTED)], now);
    expect(reminder).toEqual({ count: 2, until: DEADLINE });
    expect(payBackReminder([purchase(later), purchase(POSTED)], now)).toEqual({ count: 2, until: DEADLINE });
  });

  it('says nothing when none can', () => {
    expect(payBackReminder([purchase(POSTED, 1_000)], POSTED)).toBeNull();
    expect(payBackReminder([], POSTED)).toBeNull();
  });
});
