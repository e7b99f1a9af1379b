import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARNING_WINDOW_DAYS, ESTIMATE_HORIZON_DAYS, pointsGoal } from './points-goal.ts';

const TODAY = new Date('2026-11-27T15:00:00.000Z');
const daysAfterToday = (days: number) => new Date(TODAY.getTime() + days * 86_400_000);

/** A goal still being saved for, with too little earning history to estimate a day. */
const savingWithoutHistory = (pointsNeeded: number, percentSaved: number) => ({
  kind: 'saving',
  pointsNeeded,
  percentSaved,
  estimate: { kind: 'not-enough-history' },
});

describe('A wished item as a points goal', () => {
  it('is redeemable now when the balance covers the item exactly, and one point short is saving', () => {
    expect(pointsGoal({ itemPoints: 8_000, balance: 8_000, earnedPoints: 0, today: TODAY })).toEqual({ kind: 'redeemable' });
    expect(pointsGoal({ itemPoints: 8_000, balance: 9_500, earnedPoints: 0, today: TODAY })).toEqual({ kind: 'redeemable' });
    expect(pointsGoal({ itemPoints: 8_000, balance: 7_999, earnedPoints: 0, today: TODAY })).toEqual(savingWithoutHistory(1, 99));
  });

  it('rounds the share saved down, so a goal never looks closer than it is', () => {
    const share = (balance: number) => {
      const goal = pointsGoal({ itemPoints: 3_000, balance, earnedPoints: 0, today: TODAY });
      return goal.kind === 'saving' ? goal.percentSaved : null;
    };
    expect(share(2_999)).toBe(99);
    expect(share(1_000)).toBe(33);
    expect(share(30)).toBe(1);
    expect(share(29)).toBe(0);
    expect(share(1)).toBe(0);
    expect(share(0)).toBe(0);
  });

  it('counts a negative balance as nothing saved and the whole gap as needed', () => {
    expect(pointsGoal({ itemPoints: 1_000, balance: -250, earnedPoints: 0, today: TODAY })).toEqual(savingWithoutHistory(1_250, 0));
  });

  it("estimates the first whole day the card's 90-day average earns the points needed", () => {
    // 9,000 points in 90 days is 100 a day: 2,500 needed takes 25 days exactly.
    expect(pointsGoal({ itemPoints: 10_000, balance: 7_500, earnedPoints: 9_000, today: TODAY })).toEqual({
      kind: 'saving',
      pointsNeeded: 2_500,
      percentSaved: 75,
      estimate: { kind: 'date', date: daysAfterToday(25) },
    });
    // One point more needs part of a 26th day, which counts whole.
    expect(pointsGoal({ itemPoints: 10_001, balance: 7_500, earnedPoints: 9_000, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(26) },
    });
    // 91 points in 90 days: 1 point needed takes under a day, said as tomorrow.
    expect(pointsGoal({ itemPoints: 101, balance: 100, earnedPoints: 91, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(1) },
    });
    // 90 points in 90 days: exactly one a day.
    expect(pointsGoal({ itemPoints: 101, balance: 100, earnedPoints: 90, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(1) },
    });
    expect(pointsGoal({ itemPoints: 102, balance: 100, earnedPoints: 90, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(2) },
    });
  });

  it('reads another window when one is given', () => {
    expect(pointsGoal({ itemPoints: 1_000, balance: 0, earnedPoints: 300, windowDays: 30, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(100) },
    });
    expect(EARNING_WINDOW_DAYS).toBe(90);
  });

  it('gives no date when the card earned nothing, or less than nothing after reversals, in the window', () => {
    for (const earnedPoints of [0, -500]) {
      expect(pointsGoal({ itemPoints: 1_000, balance: 400, earnedPoints, today: TODAY })).toEqual({
        kind: 'saving',
        pointsNeeded: 600,
        percentSaved: 40,
        estimate: { kind: 'not-enough-history' },
      });
    }
    expect(pointsGoal({ itemPoints: 1_000, balance: 960, earnedPoints: 1, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(3_600) },
    });
  });

  it('names no day past ten years, and says it is further than that', () => {
    expect(ESTIMATE_HORIZON_DAYS).toBe(3_650);
    // 9 points a 90 days is one every 10 days: 365 points take exactly 3,650 days, one more point 3,660.
    expect(pointsGoal({ itemPoints: 365, balance: 0, earnedPoints: 9, today: TODAY })).toMatchObject({
      estimate: { kind: 'date', date: daysAfterToday(3_650) },
    });
    expect(pointsGoal({ itemPoints: 366, balance: 0, earnedPoints: 9, today: TODAY })).toEqual({
      kind: 'saving',
      pointsNeeded: 366,
      percentSaved: 0,
      estimate: { kind: 'beyond-horizon', years: 10 },
    });
  });

  it('takes a free item as redeemable from any balance but a negative one', () => {
    expect(pointsGoal({ itemPoints: 0, balance: 0, earnedPoints: 0, today: TODAY })).toEqual({ kind: 'redeemable' });
    expect(pointsGoal({ itemPoints: 0, balance: -40, earnedPoints: 0, today: TODAY })).toEqual(savingWithoutHistory(40, 0));
  });

  it('refuses points that are not whole, a negative price and a window of no days', () => {
    expect(() => pointsGoal({ itemPoints: -1, balance: 0, earnedPoints: 0, today: TODAY })).toThrow(RangeError);
    expect(() => pointsGoal({ itemPoints: 1.5, balance: 0, earnedPoints: 0, today: TODAY })).toThrow("An item's points must be a whole number of at least 0, got 1.5");
    expect(() => pointsGoal({ itemPoints: 10, balance: 0.5, earnedPoints: 0, today: TODAY })).toThrow('Points must be whole numbers, got a balance of 0.5 and 0 earned');
    expect(() => pointsGoal({ itemPoints: 10, balance: 0, earnedPoints: 2.5, today: TODAY })).toThrow(RangeError);
    expect(() => pointsGoal({ itemPoints: 10, balance: 0, earnedPoints: 1, windowDays: 0, today: TODAY })).toThrow(
      'The earning window must be a positive whole number of days, got 0',
    );
    expect(() => pointsGoal({ itemPoints: 10, balance: 0, earnedPoints: 1, windowDays: 1.5, today: TODAY })).toThrow(RangeError);
    expect(() => pointsGoal({ itemPoints: 10, balance: 0, earnedPoints: 1, windowDays: 1, today: TODAY })).not.toThrow();
  });

  it('always holds: the estimated day earns at least the points needed, and the day before does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: -1_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (itemPoints, balance, earnedPoints) => {
          const goal = pointsGoal({ itemPoints, balance, earnedPoints, today: TODAY });
          if (balance >= itemPoints) return goal.kind === 'redeemable';
          if (goal.kind !== 'saving' || goal.percentSaved >= 100) return false;
          const earnedBy = (day: number) => (earnedPoints * day) / EARNING_WINDOW_DAYS;
          if (goal.estimate.kind === 'beyond-horizon') return earnedBy(ESTIMATE_HORIZON_DAYS) < goal.pointsNeeded;
          if (goal.estimate.kind !== 'date') return false;
          const days = (goal.estimate.date.getTime() - TODAY.getTime()) / 86_400_000;
          return Number.isInteger(days) && days <= ESTIMATE_HORIZON_DAYS && earnedBy(days) >= goal.pointsNeeded && earnedBy(days - 1) < goal.pointsNeeded;
        },
      ),
    );
  });
});
