import { billingAddressProblems, type BillingAddressFields } from './billing-address.ts';

/** The card types (spec §3 credit card cardType) the checkout takes. */
export const CARD_TYPES = ['visa', 'mastercard', 'amex'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The digits of a card number typed with spaces or dashes ("4512 3400-0000 0008" → "4512340000000008"). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/**
 * Whether a card number passes the Luhn check: 12 to 19 digits (spaces and
 * dashes ignored) whose Luhn sum is a multiple of 10.
 */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) {
    return false;
  }
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    // Stryker disable next-line AssignmentOperator: a sum and its negative are multiples of 10 together, so -= is the same check.
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * A range of card number prefixes the programme accepts (GET
 * /member/program/binrange): `start` and `end` are prefixes of one length
 * (6 or 8 digits), inclusive.
 */
export interface BinRange {
  readonly start: string;
  readonly end: string;
}

/**
 * Whether a card number is in one of the programme's ranges (spec §5: 'Please
 * use a rewards credit card' otherwise): its first digits, as many as the
 * range's prefixes have, lie between start and end inclusive.
 */
export function isInBinRange(cardNumber: string, ranges: readonly BinRange[]): boolean {
  const digits = cardDigits(cardNumber);
  return ranges.some((range) => {
    const prefix = digits.slice(0, range.start.length);
    return prefix.length === range.start.length && prefix >= range.start && prefix <= range.end;
  });
}

/**
 * Whether a card expiring at the end of `month` of `year` (two digits mean
 * 20xx) can still pay at `now`: month 1 to 12, and not before now's month
 * (UTC).
 */
export function isExpiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) {
    return false;
  }
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Whether a card verification value is 3 or 4 digits. */
export function isCvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}

/**
 * The card type a number belongs to, by its first digits: Visa 4, Mastercard
 * 51-55 and 2221-2720, American Express 34 and 37; null for any other.
 */
export function cardTypeOf(cardNumber: string): CardType | null {
  const digits = cardDigits(cardNumber);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  // Fewer digits make a smaller number ("5" is 5, "222" is 222), which no range reaches: no length check is needed.
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** The card fields of the checkout's payment step (spec §3 credit card and billing address), API names. */
export interface CreditCardFields {
  readonly first_name: string;
  readonly last_name: string;
  /** One of `CARD_TYPES`; '' when not chosen. */
  readonly card_type: string;
  readonly credit_card_number: string;
  readonly expiry_month: number;
  readonly expiry_year: number;
  readonly cvv: string;
  readonly billing_address: BillingAddressFields;
}

/** i18n keys of the card problems; `notRewardsCard` is 'Please use a rewards credit card'. */
export const CREDIT_CARD_MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  notRewardsCard: 'checkout.card.useRewardsCard',
  expired: 'checkout.card.expired',
  typeMismatch: 'checkout.card.typeMismatch',
} as const;

/** One problem of the card form: the field (`billing_address.<field>` for the address) and the i18n key. */
export interface CreditCardProblem {
  readonly field: Exclude<keyof CreditCardFields, 'billing_address'> | `billing_address.${string}`;
  readonly key: string;
}

/**
 * Every problem of the card fields (spec §5), one per field: names
 * required; the card type chosen, one of `CARD_TYPES` and the type of a
 * valid number; the number required, then Luhn-valid, then within the
 * programme's bin ranges; the expiry not past at `now`; the CVV 3 or 4
 * digits; the billing address's (`billingAddressProblems`).
 */
export function creditCardProblems(card: CreditCardFields, binRanges: readonly BinRange[], now: Date): CreditCardProblem[] {
  const problems: CreditCardProblem[] = [];
  if (card.first_name.trim() === '') {
    problems.push({ field: 'first_name', key: CREDIT_CARD_MESSAGE_KEYS.required });
  }
  if (card.last_name.trim() === '') {
    problems.push({ field: 'last_name', key: CREDIT_CARD_MESSAGE_KEYS.required });
  }
  if (card.card_type.trim() === '') {
    problems.push({ field: 'card_type', key: CREDIT_CARD_MESSAGE_KEYS.required });
  } else if (!(CARD_TYPES as readonly string[]).includes(card.card_type)) {
    problems.push({ field: 'card_type', key: CREDIT_CARD_MESSAGE_KEYS.invalid });
  } else if (isLuhnValid(card.credit_card_number) && cardTypeOf(card.credit_card_number) !== card.card_type) {
    problems.push({ field: 'card_type', key: CREDIT_CARD_MESSAGE_KEYS.typeMismatch });
  }
  if (cardDigits(card.credit_card_number) === '') {
    problems.push({ field: 'credit_card_number', key: CREDIT_CARD_MESSAGE_KEYS.required });
  } else if (!isLuhnValid(card.credit_card_number)) {
    problems.push({ field: 'credit_card_number', key: CREDIT_CARD_MESSAGE_KEYS.invalid });
  } else if (!isInBinRange(card.credit_card_number, binRanges)) {
    problems.push({ field: 'credit_card_number', key: CREDIT_CARD_MESSAGE_KEYS.notRewardsCard });
  }
  if (!isExpiryValid(card.expiry_month, card.expiry_year, now)) {
    problems.push({ field: 'expiry_month', key: CREDIT_CARD_MESSAGE_KEYS.expired });
  }
  if (!isCvvValid(card.cvv)) {
    problems.push({ field: 'cvv', key: CREDIT_CARD_MESSAGE_KEYS.invalid });
  }
  for (const problem of billingAddressProblems(card.billing_address)) {
    problems.push({ field: `billing_address.${problem.field}`, key: problem.key });
  }
  return problems;
}

/** A card number shown safely: its last four digits after bullets ("•••• 0008"). */
export function maskCardNumber(cardNumber: string): string {
  return `•••• ${cardDigits(cardNumber).slice(-4)}`;
}
