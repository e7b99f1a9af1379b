import { describe, expect, it } from 'vitest';
import { ELITE_TRAVEL_BONUS_PERCENT, TRAVEL_CREDIT_HOURS, eliteTravelBonus } from './travel-bonus.ts';

describe('the Elite travel statement credit (spec §9)', () => {
  it('gives Elite cards 20% of the points back, rounded down', () => {
    expect(ELITE_TRAVEL_BONUS_PERCENT).toBe(20);
    expect(TRAVEL_CREDIT_HOURS).toEqual({ from: 48, to: 72 });
    expect(eliteTravelBonus(38_500, 'elite')).toBe(7_700);
    expect(eliteTravelBonus(9, 'elite')).toBe(1);
    expect(eliteTravelBonus(4, 'elite')).toBe(0);
  });

  it('gives other tiers nothing', () => {
    expect(eliteTravelBonus(38_500, 'premium')).toBe(0);
    expect(eliteTravelBonus(38_500, 'essential')).toBe(0);
  });
});
