import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatSignedNumber } from './format-number.ts';

const NBSP = '\u00A0';

describe('formatNumber', () => {
  it('groups English thousands with commas and keeps a fraction', () => {
    expect(formatNumber(1_234_567, 'en-CA')).toBe('1,234,567');
    expect(formatNumber(999, 'en-CA')).toBe('999');
    expect(formatNumber(1_000, 'en-CA')).toBe('1,000');
    expect(formatNumber(1_234.5, 'en-CA')).toBe('1,234.5');
    expect(formatNumber(0, 'en-CA')).toBe('0');
  });

  it('groups French thousands with no-break spaces (U+00A0, never U+202F) and a decimal comma', () => {
    expect(formatNumber(1_234_567, 'fr-CA')).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(999, 'fr-CA')).toBe('999');
    expect(formatNumber(1_000, 'fr-CA')).toBe(`1${NBSP}000`);
    expect(formatNumber(1_234.56, 'fr-CA')).toBe(`1${NBSP}234,56`);
    expect(formatNumber(12_345, 'fr-CA')).not.toContain('\u202F');
  });
});

describe('formatCount', () => {
  it('writes a whole count grouped for English and French', () => {
    expect(formatCount(1_234, 'en-CA')).toBe('1,234');
    expect(formatCount(1_234, 'fr-CA')).toBe(`1${NBSP}234`);
    expect(formatCount(7, 'fr-CA')).toBe('7');
  });

  it('rounds a fraction to the nearest whole number, where formatNumber keeps it', () => {
    expect(formatCount(2.5, 'en-CA')).toBe('3');
    expect(formatCount(2.4, 'en-CA')).toBe('2');
    expect(formatNumber(2.4, 'en-CA')).toBe('2.4');
  });
});

describe('formatSignedNumber', () => {
  it('marks a gain with +, keeps a loss’s own sign, and leaves 0 unsigned', () => {
    expect(formatSignedNumber(2_400, 'en-CA')).toBe('+2,400');
    expect(formatSignedNumber(2_400, 'fr-CA')).toBe(`+${formatNumber(2_400, 'fr-CA')}`);
    expect(formatSignedNumber(-12_000, 'en-CA')).toBe(formatNumber(-12_000, 'en-CA'));
    expect(formatSignedNumber(0, 'en-CA')).toBe('0');
    expect(formatSignedNumber(1, 'en-CA')).toBe('+1');
  });
});
