import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_CHECK_TIME, VALID_REWARDS_CARD } from '../../tests/fakes/credit-card-fixtures.ts';
import { cardDigits, creditCardProblems, isCvvValid, isExpiryValid, isInBinRange, isLuhnValid, maskCardNumber } from './credit-card.ts';

const ranges = [
  { start: '451234', end: '451239' },
  { start: '54545400', end: '54545499' },
];
const now = CARD_CHECK_TIME;
const card = VALID_REWARDS_CARD;

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
  it.each([
    // Valid numbers, with spaces or dashes.
    ['4111111111111111', true], ['4111-1111-1111-1111', true], ['4512 3400 0000 0003', true], ['5454 5454 5454 5454', true],
    ['79927398713', false], ['799273987130', false],
    // A changed digit, letters, and lengths outside 12 to 19 fail.
    ['4111111111111112', false], ['4111a11111111111', false], ['', false],
    [withCheckDigit('1234567890'), false], [withCheckDigit('12345678901'), true],
    [withCheckDigit('123456789012345678'), true], [withCheckDigit('1234567890123456789'), false],
  ])('passes the Luhn check for %j: %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
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
  it.each([
    // A prefix that lies in a range, inclusive.
    ['4512 3400 0000 0003', ranges, true], ['4512390000000000', ranges, true], ['5454 5454 5454 5454', ranges, true], ['5454540000000000', ranges, true],
    // Outside every range.
    ['4111 1111 1111 1111', ranges, false], ['4512330000000000', ranges, false], ['4512400000000000', ranges, false],
    ['5454550000000000', ranges, false], ['45123', ranges, false], ['4512340000000000', [], false],
    ['45121', [{ start: '451200', end: '451299' }], false],
  ])('finds %j in the ranges %j: %s', (number, within, accepted) => {
    expect(isInBinRange(number, within)).toBe(accepted);
  });
});

describe('expiry and CVV', () => {
  it.each([
    // This month and later, in two- or four-digit years.
    [3, 2026, true], [3, 26, true], [1, 2027, true], [12, 99, true],
    // Not a past month or an impossible one.
    [2, 2026, false], [12, 2025, false], [0, 2027, false], [13, 2027, false], [1.5, 2027, false], [5, 2027.5, false], [2, 26, false],
    [1, 100, false],
  ])('takes %i/%i as a valid expiry in March 2026: %s', (month, year, valid) => {
    expect(isExpiryValid(month, year, now)).toBe(valid);
  });

  it.each([
    ['123', true], ['1234', true], ['12', false], ['12345', false], ['12a', false], ['x123', false],
  ])('reads %j as a three- or four-digit CVV: %s', (cvv, valid) => {
    expect(isCvvValid(cvv)).toBe(valid);
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
