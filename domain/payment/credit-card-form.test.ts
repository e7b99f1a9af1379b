import { describe, expect, it } from 'vitest';
import { creditCardFormSchema, toCreditCardFields, type CreditCardForm } from './credit-card-form';

const RANGES = [{ start: '451234', end: '451239' }];
const NOW = new Date('2026-03-15T12:00:00Z');
const typed: CreditCardForm = {
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: '4512 3400 0000 0003',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
};

const issuesOf = (form: CreditCardForm) =>
  creditCardFormSchema(RANGES, NOW)
    .safeParse(form)
    .error?.issues.map((issue) => {
      // Custom issues: the form's resolver shows their message, an i18n key.
      expect(issue.code).toBe('custom');
      return [issue.path.join('.'), issue.message];
    }) ?? [];

describe('the checkout’s card form (spec §5)', () => {
  it('accepts a rewards card that passes every check', () => {
    expect(creditCardFormSchema(RANGES, NOW).parse(typed)).toEqual(typed);
  });

  it("refuses a valid card outside the programme's ranges with 'Please use a rewards credit card'", () => {
    expect(issuesOf({ ...typed, credit_card_number: '4111 1111 1111 1111' })).toEqual([
      ['credit_card_number', 'checkout.card.useRewardsCard'],
    ]);
  });

  it('names every other problem on its field', () => {
    expect(
      issuesOf({
        first_name: '',
        last_name: ' ',
        credit_card_number: '4512 3400 0000 0004',
        expiry_month: '2',
        expiry_year: '2026',
        cvv: '12',
      }),
    ).toEqual([
      ['first_name', 'validation.required'],
      ['last_name', 'validation.required'],
      ['credit_card_number', 'validation.invalid'],
      ['expiry_month', 'checkout.card.expired'],
      ['cvv', 'validation.invalid'],
    ]);
  });

  it('counts an expiry not chosen as not valid', () => {
    expect(issuesOf({ ...typed, expiry_month: '' })).toEqual([['expiry_month', 'checkout.card.expired']]);
    expect(issuesOf({ ...typed, expiry_year: '' })).toEqual([['expiry_month', 'checkout.card.expired']]);
  });
});

describe('the card fields the form describes', () => {
  it('are trimmed, the number as digits, the expiry as numbers', () => {
    expect(
      toCreditCardFields({
        first_name: ' Alex ',
        last_name: ' Martin ',
        credit_card_number: '4512-3400 0000 0003',
        expiry_month: '03',
        expiry_year: '2031',
        cvv: ' 123 ',
      }),
    ).toEqual({
      first_name: 'Alex',
      last_name: 'Martin',
      credit_card_number: '4512340000000003',
      expiry_month: 3,
      expiry_year: 2031,
      cvv: '123',
    });
  });

  it('take an expiry not chosen as not a number', () => {
    const fields = toCreditCardFields({ ...typed, expiry_month: '', expiry_year: '' });
    expect(fields.expiry_month).toBeNaN();
    expect(fields.expiry_year).toBeNaN();
  });
});
