import { describe, expect, it } from 'vitest';
import { pointValue } from '../points/value-per-point.ts';
import { formatValuePerPoint } from './format-value-per-point.ts';

describe('formatValuePerPoint', () => {
  it('writes cents a point with two decimals, the cent sign after it in English', () => {
    expect(formatValuePerPoint(pointValue(2_500, 2_250), 'en-CA')).toBe('1.11¢');
    expect(formatValuePerPoint(pointValue(1, 1), 'en-CA')).toBe('1.00¢');
    expect(formatValuePerPoint(pointValue(4, 5), 'en-CA')).toBe('0.80¢');
    expect(formatValuePerPoint(pointValue(1_000, 1), 'en-CA')).toBe('1,000.00¢');
  });

  it('writes French with a decimal comma and no-break spaces before the sign and between groups (OQLF)', () => {
    expect(formatValuePerPoint(pointValue(2_500, 2_250), 'fr-CA')).toBe('1,11\u00A0¢');
    expect(formatValuePerPoint(pointValue(1, 8), 'fr-CA')).toBe('0,13\u00A0¢');
    expect(formatValuePerPoint(pointValue(1_000, 1), 'fr-CA')).toBe('1\u00A0000,00\u00A0¢');
  });
});
