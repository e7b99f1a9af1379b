import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsOf, groupDigits } from './grouped-digits';

describe('Points typed in a filter box', () => {
  it('keeps only the digits of what was typed or pasted', () => {
    expect(digitsOf('25,000 pts')).toBe('25000');
    expect(digitsOf('-1.5')).toBe('15');
    expect(digitsOf('')).toBe('');
  });

  it('groups the digits by three from the right with the separator of the locale', () => {
    expect(groupDigits('', ',')).toBe('');
    expect(groupDigits('999', ',')).toBe('999');
    expect(groupDigits('1000', ',')).toBe('1,000');
    expect(groupDigits('25000', ',')).toBe('25,000');
    expect(groupDigits('500000', '\u00a0')).toBe('500\u00a0000');
    expect(groupDigits('1234567', ',')).toBe('1,234,567');
  });

  it('puts the caret back after the same digit once the separators move', () => {
    // "2,5000" typed in the middle of "2,000" is grouped "25,000": the caret stays after the 5.
    expect(caretAfterDigits('25,000', 2)).toBe(2);
    expect(caretAfterDigits('25,000', 3)).toBe(4);
    expect(caretAfterDigits('1,234,567', 4)).toBe(5);
    expect(caretAfterDigits('25,000', 5)).toBe(6);
    expect(caretAfterDigits('25,000', 0)).toBe(0);
    expect(caretAfterDigits('25,000', 9)).toBe(6);
  });
});
