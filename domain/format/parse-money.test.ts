import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale/locale';
import { formatMoneyInput, parseMoneyToCents } from './parse-money';

const en = (text: string) => parseMoneyToCents(text, 'en-CA');
const fr = (text: string) => parseMoneyToCents(text, 'fr-CA');

describe('parseMoneyToCents (an amount read as the page’s language writes it)', () => {
  it('reads English amounts with comma thousands and a decimal point', () => {
    expect(en('1,250.00')).toBe(125_000);
    expect(en('1,250')).toBe(125_000);
    expect(en('1250.5')).toBe(125_050);
    expect(en('25')).toBe(2_500);
    expect(en('25.05')).toBe(2_505);
    expect(en('0.01')).toBe(1);
    expect(en('12,345,678.90')).toBe(1_234_567_890);
  });

  it('reads French amounts with spaces between thousands (regular, no-break, narrow no-break) and a decimal comma', () => {
    expect(fr('1 250,00')).toBe(125_000);
    expect(fr('1\u00a0250,00')).toBe(125_000);
    expect(fr('1\u202f250,00')).toBe(125_000);
    expect(fr('1250,5')).toBe(125_050);
    expect(fr('25')).toBe(2_500);
    expect(fr('12 345 678,90')).toBe(1_234_567_890);
  });

  it('takes a point as the decimal mark in French too (a numeric keypad gives one), never as a thousands separator', () => {
    expect(fr('25.50')).toBe(2_550);
    expect(fr('1 250.00')).toBe(125_000);
    expect(fr('1.250,00')).toBeNaN();
    expect(fr('1.250')).toBeNaN();
  });

  it('takes spaces between thousands in English as well', () => {
    expect(en('1 250.00')).toBe(125_000);
    expect(en('1\u00a0250')).toBe(125_000);
  });

  it('allows a dollar sign before or after and spaces around', () => {
    expect(en('$1,250.00')).toBe(125_000);
    expect(en('$ 25')).toBe(2_500);
    expect(en(' 25.00 ')).toBe(2_500);
    expect(fr('1 250,00 $')).toBe(125_000);
    expect(fr('1 250,00\u00a0$')).toBe(125_000);
    expect(fr('25$')).toBe(2_500);
  });

  it('allows spaces before a leading dollar sign, and refuses a dollar sign or a second decimal mark inside the amount', () => {
    expect(en(' $25')).toBe(2_500);
    expect(fr(' 25 $ ')).toBe(2_500);
    expect(en('2$5')).toBeNaN();
    // Nor do thousands that an apostrophe (Swiss style) or a dash separates.
    expect(en("1'250")).toBeNaN();
    expect(fr('1-250')).toBeNaN();
    expect(en('1.25.5')).toBeNaN();
    expect(fr('1,25,5')).toBeNaN();
  });

  it('is null when nothing was typed', () => {
    expect(en('')).toBeNull();
    expect(en('   ')).toBeNull();
    expect(fr('\u00a0')).toBeNull();
  });

  it('is NaN for text that is not an amount written the language’s way', () => {
    expect(en('$')).toBeNaN();
    expect(en('25,50')).toBeNaN();
    expect(fr('1,250.00')).toBeNaN();
    expect(fr('1,250')).toBeNaN();
    expect(en('1,25,000')).toBeNaN();
    expect(en('12,50.00')).toBeNaN();
    expect(en('1,2500')).toBeNaN();
    expect(en('1234,567')).toBeNaN();
    expect(en('1,250 000')).toBeNaN();
    expect(en('1,,250')).toBeNaN();
    expect(en('1.250.00')).toBeNaN();
    expect(en('25.555')).toBeNaN();
    expect(en('25.')).toBeNaN();
    expect(en('.50')).toBeNaN();
    expect(en('-25')).toBeNaN();
    expect(en('+25')).toBeNaN();
    expect(en('2e3')).toBeNaN();
    expect(en('a25')).toBeNaN();
    expect(en('25a')).toBeNaN();
    expect(en('$$25')).toBeNaN();
    expect(fr('1 2 5')).toBeNaN();
  });

  it('reads up to nine digits of dollars, not ten', () => {
    expect(en('999999999')).toBe(99_999_999_900);
    expect(en('999,999,999.99')).toBe(99_999_999_999);
    expect(en('1234567890')).toBeNaN();
    expect(en('1,234,567,890')).toBeNaN();
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
