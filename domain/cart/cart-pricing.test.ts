import { beforeAll, describe, expect, it } from 'vitest';
import { priceCart, type PricingCode, type PricingLine } from './cart-pricing.ts';

const merchandise: PricingLine = {
  productId: 1,
  productType: 'merchandise',
  quantity: 2,
  pricePoints: 1_000,
  salePoints: 200,
  feeTypes: [
    { id: 7, code: 'eco', amount: 50, isMandatory: true },
    { id: 6, code: 'wrap', amount: 30, isMandatory: false },
  ],
  selectedFeeIds: [],
  hasSplitpay: true,
  minPercentagePoints: 80,
  isDisclosureConsentMandatory: false,
};
const reward: PricingLine = {
  productId: 2,
  productType: 'financial_reward',
  quantity: 1,
  pricePoints: 3_000,
  salePoints: 0,
  feeTypes: [{ id: 8, code: 'wrap', amount: 100, isMandatory: false }],
  selectedFeeIds: [8],
  hasSplitpay: true,
  minPercentagePoints: 90,
  isDisclosureConsentMandatory: true,
};
const tenPercent: PricingCode = { rule: { kind: 'percentage', percentage: 10, productId: null }, isLive: true };
const fiveHundredOnTwo: PricingCode = { rule: { kind: 'amount', points: 500, productId: 2 }, isLive: true };
const expired: PricingCode = { rule: { kind: 'amount', points: 1_000, productId: null }, isLive: false };

describe('priceCart: the one cart pricing rule of the server and the fake', () => {
  // Priced before the tests rather than while they are collected, so a rule that throws fails them (a file that
  // fails to load runs no test, which mutation testing would read as nothing failing).
  let priced: ReturnType<typeof priceCart<PricingLine, PricingCode>>;
  beforeAll(() => {
    priced = priceCart([merchandise, reward], [tenPercent, fiveHundredOnTwo, expired]);
  });

  it('prices each line at its sale price, with the live codes taken off and never more than the line', () => {
    expect(priced.lines.map(({ lineTotal, promotionAmount, feeAmount }) => ({ lineTotal, promotionAmount, feeAmount }))).toEqual([
      { lineTotal: 2_000, promotionAmount: 200, feeAmount: 100 },
      { lineTotal: 3_000, promotionAmount: 800, feeAmount: 100 },
    ]);
    expect(priced.lines[0]!.line).toBe(merchandise);
    expect(priced.lines[0]!.promotions).toEqual([{ code: tenPercent, amount: 200 }]);
    expect(priced.lines[1]!.promotions).toEqual([
      { code: tenPercent, amount: 300 },
      { code: fiveHundredOnTwo, amount: 500 },
    ]);
  });

  it('charges mandatory fees and the optional ones chosen, per unit', () => {
    expect(priced.lines[0]!.fees).toEqual([{ feeTypeId: 7, code: 'eco', points: 100 }]);
    expect(priced.lines[1]!.fees).toEqual([{ feeTypeId: 8, code: 'wrap', points: 100 }]);
  });

  it('totals the subtotal less promotions plus fees', () => {
    expect(priced).toMatchObject({ itemCount: 3, subtotal: 5_000, promotionAmount: 1_000, feeAmount: 200, total: 4_200 });
  });

  it("sums each code's amount over the lines; an expired code takes nothing but still counts its items", () => {
    expect(priced.codes).toEqual([
      { code: tenPercent, amount: 500, itemCount: 3, isLive: true },
      { code: fiveHundredOnTwo, amount: 500, itemCount: 1, isLive: true },
      { code: expired, amount: 0, itemCount: 3, isLive: false },
    ]);
  });

  it("splits pay at the highest of the lines' minimum shares, never under 80%", () => {
    expect(priced).toMatchObject({ hasSplitpay: true, minPercentagePoints: 90, minPoints: 3_780 });
    const low = priceCart([{ ...merchandise, minPercentagePoints: 50 }], []);
    expect(low).toMatchObject({ hasSplitpay: true, minPercentagePoints: 80, total: 2_100, minPoints: 1_680 });
  });

  it('pays all in points when one line does not split: no split pay, or a 100% share (99% still splits)', () => {
    expect(priceCart([merchandise, { ...reward, hasSplitpay: false }], [])).toMatchObject({ hasSplitpay: false, minPercentagePoints: 100, minPoints: 5_200 });
    expect(priceCart([merchandise, { ...reward, minPercentagePoints: 100 }], [])).toMatchObject({ hasSplitpay: false, minPoints: 5_200 });
    expect(priceCart([merchandise, { ...reward, minPercentagePoints: 99 }], [])).toMatchObject({ hasSplitpay: true, minPercentagePoints: 99, minPoints: 5_148 });
  });

  it('needs shipping for merchandise and gift cards only', () => {
    expect(priced.requiresShipping).toBe(true);
    expect(priceCart([{ ...merchandise, productType: 'giftcard' }], []).requiresShipping).toBe(true);
    expect(priceCart([{ ...merchandise, productType: 'egiftcard' }], []).requiresShipping).toBe(false);
    expect(priceCart([reward], []).requiresShipping).toBe(false);
  });

  it('asks the prepaid card terms, an irreversible redemption and always the programme rules, in that order', () => {
    expect(priced.consentsRequired).toEqual(['prepaid_card_terms', 'irreversible_redemption', 'program_rules']);
    expect(priceCart([{ ...reward, productType: 'charitable_donation', isDisclosureConsentMandatory: false }], []).consentsRequired).toEqual([
      'irreversible_redemption',
      'program_rules',
    ]);
    expect(priceCart([merchandise], []).consentsRequired).toEqual(['program_rules']);
  });

  it('prices an empty cart at nothing, all in points', () => {
    expect(priceCart([], [tenPercent])).toEqual({
      lines: [],
      codes: [{ code: tenPercent, amount: 0, itemCount: 0, isLive: true }],
      itemCount: 0,
      subtotal: 0,
      promotionAmount: 0,
      feeAmount: 0,
      total: 0,
      hasSplitpay: false,
      minPercentagePoints: 100,
      minPoints: 0,
      requiresShipping: false,
      consentsRequired: ['program_rules'],
    });
  });
});
