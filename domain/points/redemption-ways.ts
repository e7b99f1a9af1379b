import { comparePointValues, isBelowPointValue, type PointValue } from './value-per-point.ts';

/** Every way to redeem points whose value a member can compare (issue 26 item 1). */
export const REDEMPTION_WAY_KINDS = [
  'merchandise',
  'gift_card',
  'cash_back',
  'direct_deposit',
  'pay_with_rewards',
  'financial_reward',
  'miles',
  'annual_fee_eraser',
] as const;

/** One of {@link REDEMPTION_WAY_KINDS}. */
export type RedemptionWayKind = (typeof REDEMPTION_WAY_KINDS)[number];

/** A way to redeem and what a point is worth there. */
export interface RedemptionWay {
  readonly kind: RedemptionWayKind;
  readonly value: PointValue;
}

/**
 * `ways` best value first, as a new array. Ways of equal value keep their
 * given order (the sort is stable), so the list reads the same every time.
 */
export function rankRedemptionWays<Way extends RedemptionWay>(ways: readonly Way[]): Way[] {
  return [...ways].sort((a, b) => comparePointValues(b.value, a.value));
}

/** True when `way` gives less for a point than cash back does (the warning); equal is not below. */
export function isBelowCashBack(way: RedemptionWay, cashBack: PointValue): boolean {
  return isBelowPointValue(way.value, cashBack);
}
