import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

const NBSP = '\u00A0';

describe('formatMoney', () => {
  it('writes English dollars with the sign first and two decimals', () => {
    expect(formatMoney(2_500, 'en-CA')).toBe('$25.00');
    expect(formatMoney(123_456, 'en-CA')).toBe('$1,234.56');
    expect(formatMoney(5, 'en-CA')).toBe('$0.05');
  });

  it('writes French dollars with a decimal comma and a no-break space, U+00A0, before the sign', () => {
    expect(formatMoney(2_500, 'fr-CA')).toBe(`25,00${NBSP}$`);
    expect(formatMoney(123_456, 'fr-CA')).toBe(`1${NBSP}234,56${NBSP}$`);
  });

  it('keeps the minus sign of a negative amount', () => {
    expect(formatMoney(-123_450, 'en-CA')).toBe('-$1,234.50');
    expect(formatMoney(-1, 'fr-CA')).toBe(`-0,01${NBSP}$`);
  });

  it('shows zero without a minus sign', () => {
    expect(formatMoney(0, 'en-CA')).toBe('$0.00');
    expect(formatMoney(-0, 'fr-CA')).toBe(`0,00${NBSP}$`);
  });

  it('rejects anything that is not a whole number of cents as a caller bug', () => {
    expect(() => formatMoney(0.5, 'en-CA')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'en-CA')).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, 'fr-CA')).toThrow('whole number of cents');
  });

  it('always shows exactly the cents it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const digitsOf = (text: string) => text.replace(/\D/g, '');
        expect(Number(digitsOf(formatMoney(cents, 'en-CA')))).toBe(cents);
        expect(Number(digitsOf(formatMoney(cents, 'fr-CA')))).toBe(cents);
      }),
    );
  });

  it('never writes a narrow no-break space or a plain space in French', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatMoney(cents, 'fr-CA')).not.toMatch(/[\u202F ]/);
      }),
    );
  });
});
