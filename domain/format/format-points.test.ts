import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale/locale.ts';
import { formatBalance, formatPoints, isPointsSymbol } from './format-points.ts';
import { NO_BREAK_SPACE } from './no-break-space.ts';

const NBSP = '\u00A0';

describe('formatPoints', () => {
  it('groups English points with commas and a plain space before the symbol', () => {
    expect(formatPoints(152_300, 'en-CA')).toBe('152,300 pts');
    expect(formatPoints(1_000_000, 'en-CA', 'miles')).toBe('1,000,000 miles');
    expect(formatPoints(999, 'en-CA')).toBe('999 pts');
  });

  it('groups French points with no-break spaces, U+00A0, and puts one before the symbol', () => {
    expect(formatPoints(152_300, 'fr-CA')).toBe(`152${NBSP}300${NBSP}pts`);
    expect(formatPoints(12_500, 'fr-CA')).toBe('12\u00A0500\u00A0pts');
    expect(formatPoints(1_234, 'fr-CA')).toBe(`1${NBSP}234${NBSP}pts`);
    expect(NO_BREAK_SPACE).toBe(NBSP);
  });

  it('shows zero as 0, never -0', () => {
    expect(formatPoints(0, 'en-CA')).toBe('0 pts');
    expect(formatPoints(-0, 'fr-CA')).toBe(`0${NBSP}pts`);
    expect(formatPoints(-0.4, 'en-CA')).toBe('0 pts');
  });

  it('truncates a fraction of a point instead of rounding it up', () => {
    expect(formatPoints(1_999.9, 'en-CA')).toBe('1,999 pts');
    expect(formatPoints(-1.9, 'en-CA')).toBe('-1 pts');
  });

  it('rejects a non-finite amount as a caller bug', () => {
    expect(() => formatPoints(Number.NaN, 'en-CA')).toThrow(RangeError);
    expect(() => formatPoints(Number.POSITIVE_INFINITY, 'fr-CA')).toThrow('finite');
  });

  it('never writes a narrow no-break space or a plain space in French', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (points) => {
        const text = formatPoints(points, 'fr-CA');
        expect(text).not.toMatch(/[\u202F ]/);
        expect(text.endsWith(`${NBSP}pts`)).toBe(true);
      }),
    );
  });

  it('writes the same digits in both locales, only the separators differ', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (points) => {
        const digitsOf = (text: string) => text.replace(/\D/g, '');
        expect(digitsOf(formatPoints(points, 'en-CA'))).toBe(String(points));
        expect(digitsOf(formatPoints(points, 'fr-CA'))).toBe(String(points));
      }),
    );
  });
});

describe('formatBalance', () => {
  it('upper-cases the symbol in English for the utility bar', () => {
    expect(formatBalance(152_300, 'en-CA', 'pts')).toBe('152,300 PTS');
    expect(formatBalance(152_300, 'en-CA')).toBe('152,300 PTS');
    expect(formatBalance(48_750, 'en-CA', 'miles')).toBe('48,750 MILES');
  });

  it('keeps the points symbol as "pts" in French (spec §1)', () => {
    expect(formatBalance(152_300, 'fr-CA', 'pts')).toBe(`152${NBSP}300${NBSP}pts`);
    expect(formatBalance(152_300, 'fr-CA', 'PTS')).toBe(`152${NBSP}300${NBSP}pts`);
    expect(formatBalance(9_120, 'fr-CA')).toBe(`9${NBSP}120${NBSP}pts`);
  });

  it('upper-cases any other symbol in French too', () => {
    expect(formatBalance(2_000, 'fr-CA', 'milles')).toBe(`2${NBSP}000${NBSP}MILLES`);
  });

  it('has the same number part as formatPoints in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...LOCALES), (points, locale) => {
        const numberPart = (text: string) => text.slice(0, text.lastIndexOf(text.includes(NBSP) ? NBSP : ' '));
        expect(numberPart(formatBalance(points, locale))).toBe(numberPart(formatPoints(points, locale)));
      }),
    );
  });
});

describe('isPointsSymbol', () => {
  it('recognises the points symbol in any letter case and nothing else', () => {
    expect(isPointsSymbol('pts')).toBe(true);
    expect(isPointsSymbol('PTS')).toBe(true);
    expect(isPointsSymbol('Pts')).toBe(true);
    expect(isPointsSymbol('miles')).toBe(false);
    expect(isPointsSymbol('pts ')).toBe(false);
  });
});
