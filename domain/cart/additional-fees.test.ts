import { describe, expect, it } from 'vitest';
import { feeChoiceProblem, feeTotal, lineFees, totalWithFees, type AdditionalFeeType } from './additional-fees.ts';

const eco: AdditionalFeeType = { id: 1, code: 'eco_fee', amount: 150, isMandatory: true };
const wrap: AdditionalFeeType = { id: 2, code: 'gift_wrap', amount: 500, isMandatory: false };

describe('the fees of a cart line', () => {
  it('charges a mandatory fee per unit whatever is chosen', () => {
    expect(lineFees([eco, wrap], [], 3)).toEqual([{ feeTypeId: 1, code: 'eco_fee', points: 450 }]);
  });

  it('charges an optional fee only when chosen, per unit, in the order of the fee types', () => {
    expect(lineFees([wrap, eco], [2], 2)).toEqual([
      { feeTypeId: 2, code: 'gift_wrap', points: 1_000 },
      { feeTypeId: 1, code: 'eco_fee', points: 300 },
    ]);
  });

  it('ignores chosen ids that are not fee types of the line, and charges nothing for a line without fees', () => {
    expect(lineFees([wrap], [9], 1)).toEqual([]);
    expect(lineFees([], [1, 2], 4)).toEqual([]);
  });

  it('never charges a negative fee', () => {
    expect(lineFees([{ ...eco, amount: -5 }], [], 2)).toEqual([{ feeTypeId: 1, code: 'eco_fee', points: 0 }]);
    expect(lineFees([eco], [], -1)).toEqual([{ feeTypeId: 1, code: 'eco_fee', points: 0 }]);
  });
});

describe('a cart total with fees', () => {
  it('adds the fees up', () => {
    expect(feeTotal([{ points: 450 }, { points: 1_000 }])).toBe(1_450);
    expect(feeTotal([])).toBe(0);
  });

  it('adds the fees to the total after promotion codes, which never reduce a fee', () => {
    expect(totalWithFees(10_000, 450)).toBe(10_450);
    expect(totalWithFees(0, 450)).toBe(450);
    expect(totalWithFees(-200, 450)).toBe(450);
    expect(totalWithFees(10_000, 0)).toBe(10_000);
  });
});

describe('a choice of optional fees', () => {
  it('takes the line’s own fee types, mandatory ones included, and refuses any other id', () => {
    expect(feeChoiceProblem([eco, wrap], [2])).toBeNull();
    expect(feeChoiceProblem([eco, wrap], [1, 2])).toBeNull();
    expect(feeChoiceProblem([eco, wrap], [])).toBeNull();
    expect(feeChoiceProblem([eco, wrap], [2, 3])).toBe('unknown-fee');
    expect(feeChoiceProblem([], [1])).toBe('unknown-fee');
  });
});
