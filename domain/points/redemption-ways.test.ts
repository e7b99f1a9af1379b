import { describe, expect, it } from 'vitest';
import { isBelowCashBack, rankRedemptionWays, REDEMPTION_WAY_KINDS, type RedemptionWay } from './redemption-ways.ts';
import { pointValue } from './value-per-point.ts';

const cashBack: RedemptionWay = { kind: 'cash_back', value: pointValue(1, 1) };
const directDeposit: RedemptionWay = { kind: 'direct_deposit', value: pointValue(100, 100) };
const giftCard: RedemptionWay = { kind: 'gift_card', value: pointValue(2_500, 2_250) };
const miles: RedemptionWay = { kind: 'miles', value: pointValue(750_000, 1_000_000) };

describe('redemption ways', () => {
  it('names the eight ways the issue lists', () => {
    expect(REDEMPTION_WAY_KINDS.join(' ')).toBe('merchandise gift_card cash_back direct_deposit pay_with_rewards financial_reward miles annual_fee_eraser');
  });

  it('ranks best value first and keeps the given order of equal values, without changing its input', () => {
    const given = [miles, cashBack, giftCard, directDeposit];
    expect(rankRedemptionWays(given)).toEqual([giftCard, cashBack, directDeposit, miles]);
    expect(rankRedemptionWays([directDeposit, cashBack])).toEqual([directDeposit, cashBack]);
    expect(given).toEqual([miles, cashBack, giftCard, directDeposit]);
    expect(rankRedemptionWays([])).toEqual([]);
  });

  it('flags a way only when it gives strictly less than cash back', () => {
    expect(isBelowCashBack(miles, cashBack.value)).toBe(true);
    expect(isBelowCashBack(directDeposit, cashBack.value)).toBe(false);
    expect(isBelowCashBack(giftCard, cashBack.value)).toBe(false);
  });
});
