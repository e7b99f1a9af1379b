import { describe, expect, it } from 'vitest';
import { CASH_CURRENCY, DEFAULT_CONVERSION_RATE, POINTS_CURRENCY } from './points-currency.ts';

describe('points currency', () => {
  it('is points id 1, named Points, symbol pts; cash is CAD with $ (spec §9)', () => {
    expect(POINTS_CURRENCY).toEqual({ id: 1, name: 'Points', symbol: 'pts' });
    expect(CASH_CURRENCY).toEqual({ code: 'CAD', symbol: '$' });
  });

  it('defaults the conversion rate to 1 when the server sends none (spec §9)', () => {
    expect(DEFAULT_CONVERSION_RATE).toBe(1);
  });
});
