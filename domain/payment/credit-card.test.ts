import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigits, creditCardProblems, isCvvValid, isExpiryValid, isInBinRange, isLuhnValid, maskCardNumber, type CreditCardFields } from './credit-card';

const ranges = [
  { start: '451234', end: '451239' },
  { start: '54545400', end: '54545499' },
];
const now = new Date('2026-03-15T12:00:00Z');
const card: CreditCardFields = {
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: '4512 3400 0000 0003',
  expiry_month: 12,
  expiry_year: 2028,
  cvv: '123',
  card_type: 'visa',
  billing_address: { address1: '100 King Street West', address2: null, city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' },
};

/** Appends the Luhn check digit to a payload (computed here, independently of the code under test). */
function withCheckDigit(payload: string): string {
  let sum = 0;
  [...payload].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return `${payload}${(10 - (sum % 10)) % 10}`;
}

describe('card number', () => {
  it('passes the Luhn check for valid numbers, with spaces or dashes', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111-1111-1111-1111')).toBe(true);
    expect(isLuhnValid('4512 3400 0000 0003')).toBe(true);
    expect(isLuhnValid('5454 5454 5454 5454')).toBe(true);
    expect(isLuhnValid('79927398713')).toBe(false);
    expect(isLuhnValid('799273987130')).toBe(false);
  });

  it('fails a changed digit, letters, and lengths outside 12 to 19', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111a11111111111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid(withCheckDigit('1234567890'))).toBe(false);
    expect(isLuhnValid(withCheckDigit('12345678901'))).toBe(true);
    expect(isLuhnValid(withCheckDigit('123456789012345678'))).toBe(true);
    expect(isLuhnValid(withCheckDigit('1234567890123456789'))).toBe(false);
  });

  it('catches every single-digit change', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (payload, position, delta) => {
        const valid = withCheckDigit(payload);
        const changed = valid.slice(0, position) + String((Number(valid[position]) + delta) % 10) + valid.slice(position + 1);
        expect(isLuhnValid(changed)).toBe(false);
      }),
    );
  });

  it('keeps only the digits', () => {
    expect(cardDigits(' 4512-3400 0000 0003 ')).toBe('4512340000000003');
    expect(maskCardNumber('4512 3400 0000 0003')).toBe('•••• 0003');
  });
});

describe('bin range (spec §5)', () => {
  it('accepts numbers whose prefix lies in a range, inclusive', () => {
    expect(isInBinRange('4512 3400 0000 0003', ranges)).toBe(true);
    expect(isInBinRange('4512390000000000', ranges)).toBe(true);
    expect(isInBinRange('5454 5454 5454 5454', ranges)).toBe(true);
    expect(isInBinRange('5454540000000000', ranges)).toBe(true);
  });

  it('refuses numbers outside every range', () => {
    expect(isInBinRange('4111 1111 1111 1111', ranges)).toBe(false);
    expect(isInBinRange('4512330000000000', ranges)).toBe(false);
    expect(isInBinRange('4512400000000000', ranges)).toBe(false);
    expect(isInBinRange('5454550000000000', ranges)).toBe(false);
    expect(isInBinRange('45123', ranges)).toBe(false);
    expect(isInBinRange('4512340000000000', [])).toBe(false);
    expect(isInBinRange('45121', [{ start: '451200', end: '451299' }])).toBe(false);
  });
});

describe('expiry and CVV', () => {
  it('accepts this month and later, in two- or four-digit years', () => {
    expect(isExpiryValid(3, 2026, now)).toBe(true);
    expect(isExpiryValid(3, 26, now)).toBe(true);
    expect(isExpiryValid(1, 2027, now)).toBe(true);
    expect(isExpiryValid(12, 99, now)).toBe(true);
  });

  it('refuses a past month or an impossible one', () => {
    expect(isExpiryValid(2, 2026, now)).toBe(false);
    expect(isExpiryValid(12, 2025, now)).toBe(false);
    expect(isExpiryValid(0, 2027, now)).toBe(false);
    expect(isExpiryValid(13, 2027, now)).toBe(false);
    expect(isExpiryValid(1.5, 2027, now)).toBe(false);
    expect(isExpiryValid(5, 2027.5, now)).toBe(false);
    expect(isExpiryValid(2, 26, now)).toBe(false);
    expect(isExpiryValid(1, 100, now)).toBe(false);
  });

  it('reads a three- or four-digit CVV', () => {
    expect(isCvvValid('123')).toBe(true);
    expect(isCvvValid('1234')).toBe(true);
    expect(isCvvValid('12')).toBe(false);
    expect(isCvvValid('12345')).toBe(false);
    expect(isCvvValid('12a')).toBe(false);
    expect(isCvvValid('x123')).toBe(false);
  });
});

describe('creditCardProblems', () => {
  it('finds nothing wrong with a valid rewards card', () => {
    expect(creditCardProblems(card, ranges, now)).toEqual([]);
  });

  it('names each problem, one per field', () => {
    expect(creditCardProblems({ ...card, first_name: ' ', last_name: '', credit_card_number: '', expiry_year: 2020, cvv: '1' }, ranges, now)).toEqual([
      { field: 'first_name', key: 'validation.required' },
      { field: 'last_name', key: 'validation.required' },
      { field: 'credit_card_number', key: 'validation.required' },
      { field: 'expiry_month', key: 'checkout.card.expired' },
      { field: 'cvv', key: 'validation.invalid' },
    ]);
  });

  it('reads blank names as missing', () => {
    expect(creditCardProblems({ ...card, last_name: '  ' }, ranges, now)).toEqual([{ field: 'last_name', key: 'validation.required' }]);
  });

  it('says a number failing Luhn is invalid and one outside the ranges is not a rewards card', () => {
    expect(creditCardProblems({ ...card, credit_card_number: '4512 3400 0000 0004' }, ranges, now)).toEqual([
      { field: 'credit_card_number', key: 'validation.invalid' },
    ]);
    expect(creditCardProblems({ ...card, credit_card_number: '4111 1111 1111 1111' }, ranges, now)).toEqual([
      { field: 'credit_card_number', key: 'checkout.card.useRewardsCard' },
    ]);
  });
});
