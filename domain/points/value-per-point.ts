import { pointsToCashCents } from './points-to-cash.ts';

/**
 * What a point is worth in one way to redeem, as the exact ratio it comes
 * from: `cents` for `points` points (a $25 gift card for 2,250 points is
 * 2,500 cents over 2,250 points). Kept as a ratio, never as a float, so two
 * ways compare exactly and only the display rounds.
 */
export interface PointValue {
  readonly cents: number;
  readonly points: number;
}

/**
 * Points a conversion rate is read over: rates are stored with six decimals
 * of a dollar (numeric(12, 6)), so a million points at the rate is a whole
 * number of cents and the ratio is exact.
 */
export const RATE_POINTS = 1_000_000;

/** Miles per point are stored with four decimals (numeric(10, 4)): ten thousand points buy a whole number of miles. */
export const MILES_RATIO_POINTS = 10_000;

/**
 * The value of `cents` over `points`.
 *
 * @throws RangeError unless `cents` is a safe integer of at least 0 and
 * `points` a safe integer above 0 (a bug in the caller: money is in whole
 * cents, prices in whole points).
 */
export function pointValue(cents: number, points: number): PointValue {
  if (!Number.isSafeInteger(cents) || cents < 0 || !Number.isSafeInteger(points) || points < 1) {
    throw new RangeError(`A point value needs whole cents (0 or more) over whole points (1 or more), got ${cents} over ${points}`);
  }
  return { cents, points };
}

/** The value of a point converted at `dollarsPerPoint` (cash back, direct deposit, Pay with Rewards, the eraser). */
export function pointValueOfRate(dollarsPerPoint: number): PointValue {
  return pointValue(pointsToCashCents(RATE_POINTS, dollarsPerPoint), RATE_POINTS);
}

/**
 * The value of a point transferred to miles: `milesPerPoint` miles (four
 * decimals at most; a fifth is rounded half away from zero) each worth
 * `mileValueHundredthsOfCent` hundredths of a cent, the programme's reference
 * value of a mile (150: 1.5 cents a mile).
 */
export function pointValueOfMiles(milesPerPoint: number, mileValueHundredthsOfCent: number): PointValue {
  const milesPerRatioPoints = Math.round(milesPerPoint * MILES_RATIO_POINTS);
  return pointValue(milesPerRatioPoints * mileValueHundredthsOfCent, MILES_RATIO_POINTS * 100);
}

/**
 * Negative when `a` is worth less a point than `b`, positive when more, 0
 * when the two are equal (1 over 1 equals 2 over 2): the sign of
 * a.cents × b.points − b.cents × a.points, multiplied as BigInt so no
 * product is rounded.
 */
export function comparePointValues(a: PointValue, b: PointValue): number {
  const left = BigInt(a.cents) * BigInt(b.points);
  const right = BigInt(b.cents) * BigInt(a.points);
  return left < right ? -1 : Number(left > right);
}

/** True when `value` is worth strictly less a point than `reference` (equal is not below). */
export function isBelowPointValue(value: PointValue, reference: PointValue): boolean {
  return comparePointValues(value, reference) < 0;
}

/**
 * The value shown: hundredths of a cent per point, rounded half up, in
 * integer arithmetic (BigInt): 2,500 cents over 2,250 points is 1.1111…
 * cents, shown as 111 hundredths (1.11¢); 1 cent over 8 points is 0.125,
 * shown as 13 (0.13¢).
 */
export function hundredthsOfCentPerPoint(value: PointValue): number {
  const twicePoints = BigInt(value.points) * BigInt(2);
  // floor((200 × cents + points) / (2 × points)) is cents × 100 / points rounded half up.
  return Number((BigInt(value.cents) * BigInt(200) + BigInt(value.points)) / twicePoints);
}
