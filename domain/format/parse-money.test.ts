import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale/locale.ts';
import { formatMoneyInput, parseMoneyToCents } from './parse-money.ts';

describe('parseMoneyToCents (an amount read as the page’s language writes it)', () => {
  it.each([
    // English: comma thousands and a decimal point.
    ['en-CA', '1,250.00', 125_000], ['en-CA', '1,250', 125_000], ['en-CA', '1250.5', 125_050], ['en-CA', '25', 2_500],
    ['en-CA', '25.05', 2_505], ['en-CA', '0.01', 1], ['en-CA', '12,345,678.90', 1_234_567_890],
    // French: spaces between thousands (regular, no-break, narrow no-break) and a decimal comma.
    ['fr-CA', '1 250,00', 125_000], ['fr-CA', '1\u00a0250,00', 125_000], ['fr-CA', '1\u202f250,00', 125_000], ['fr-CA', '1250,5', 125_050],
    ['fr-CA', '25', 2_500], ['fr-CA', '12 345 678,90', 1_234_567_890],
    // A point is the decimal mark in French too (a numeric keypad gives one).
    ['fr-CA', '25.50', 2_550], ['fr-CA', '1 250.00', 125_000],
    // Spaces between thousands in English as well.
    ['en-CA', '1 250.00', 125_000], ['en-CA', '1\u00a0250', 125_000],
    // A dollar sign before or after, and spaces around, also before a leading dollar sign.
    ['en-CA', '$1,250.00', 125_000], ['en-CA', '$ 25', 2_500], ['en-CA', ' 25.00 ', 2_500], ['fr-CA', '1 250,00 $', 125_000],
    ['fr-CA', '1 250,00\u00a0$', 125_000], ['fr-CA', '25$', 2_500], ['en-CA', ' $25', 2_500], ['fr-CA', ' 25 $ ', 2_500],
    // Up to nine digits of dollars.
    ['en-CA', '999999999', 99_999_999_900], ['en-CA', '999,999,999.99', 99_999_999_999],
  ] as const)('reads %s %j as %i cents', (locale, text, cents) => {
    expect(parseMoneyToCents(text, locale)).toBe(cents);
  });

  it.each([
    // A point is never a French thousands separator.
    ['fr-CA', '1.250,00'], ['fr-CA', '1.250'],
    // Nor a dollar sign or a second decimal mark inside the amount.
    ['en-CA', '2$5'], ['en-CA', '1.25.5'], ['fr-CA', '1,25,5'],
    // Nor thousands that an apostrophe (Swiss style) or a dash separates.
    ['en-CA', "1'250"], ['fr-CA', '1-250'],
    // Nor text that is not an amount written the language's way.
    ['en-CA', '$'], ['en-CA', '25,50'], ['fr-CA', '1,250.00'], ['fr-CA', '1,250'], ['en-CA', '1,25,000'], ['en-CA', '12,50.00'],
    ['en-CA', '1,2500'], ['en-CA', '1234,567'], ['en-CA', '1,250 000'], ['en-CA', '1,,250'], ['en-CA', '1.250.00'], ['en-CA', '25.555'],
    ['en-CA', '25.'], ['en-CA', '.50'], ['en-CA', '-25'], ['en-CA', '+25'], ['en-CA', '2e3'], ['en-CA', 'a25'], ['en-CA', '25a'],
    ['en-CA', '$$25'], ['fr-CA', '1 2 5'],
    // Nor ten digits of dollars.
    ['en-CA', '1234567890'], ['en-CA', '1,234,567,890'],
  ] as const)('reads %s %j as no amount (NaN)', (locale, text) => {
    expect(parseMoneyToCents(text, locale)).toBeNaN();
  });

  it.each([
    ['en-CA', ''], ['en-CA', '   '], ['fr-CA', '\u00a0'],
  ] as const)('is null in %s when nothing was typed (%j)', (locale, text) => {
    expect(parseMoneyToCents(text, locale)).toBeNull();
  });

  it('reads back what formatMoneyInput writes, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constantFrom(...LOCALES), (cents, locale) => {
        expect(parseMoneyToCents(formatMoneyInput(cents, locale), locale)).toBe(cents);
      }),
    );
  });
});

describe('formatMoneyInput', () => {
  it('writes an amount as the member would type it, two decimals, no dollar sign', () => {
    expect(formatMoneyInput(125_000, 'en-CA')).toBe('1,250.00');
    expect(formatMoneyInput(125_000, 'fr-CA')).toBe('1\u00a0250,00');
    expect(formatMoneyInput(2_505, 'en-CA')).toBe('25.05');
    expect(formatMoneyInput(0, 'fr-CA')).toBe('0,00');
  });

  it('refuses a count of cents that is not whole', () => {
    expect(() => formatMoneyInput(2.5, 'en-CA')).toThrow(new RangeError('Money must be a whole number of cents, got 2.5'));
  });
});
