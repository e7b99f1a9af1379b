import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_NUMBER_LENGTH, LAST_DIGITS_LENGTH, isBankAccountNumber, isLastFourDigits } from './bank-account-digits.ts';

describe('the deposit account (spec §5)', () => {
  it('asks for the last four of nine digits', () => {
    expect(BANK_ACCOUNT_NUMBER_LENGTH).toBe(9);
    expect(LAST_DIGITS_LENGTH).toBe(4);
    expect(isLastFourDigits('4821')).toBe(true);
    expect(isLastFourDigits('482')).toBe(false);
    expect(isLastFourDigits('48211')).toBe(false);
    expect(isLastFourDigits('48a1')).toBe(false);
    expect(isLastFourDigits('x4821')).toBe(false);
    expect(isLastFourDigits('4821x')).toBe(false);
    expect(isLastFourDigits('٤٨٢١')).toBe(false);
  });

  it('knows a whole account number', () => {
    expect(isBankAccountNumber('123456789')).toBe(true);
    expect(isBankAccountNumber('12345678')).toBe(false);
    expect(isBankAccountNumber('x123456789')).toBe(false);
    expect(isBankAccountNumber('123456789x')).toBe(false);
  });
});
