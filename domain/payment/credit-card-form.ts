import { fieldMessagesOf, formValidation, type FormValidation } from '../validation/validation-message.ts';
import { cardDigits, creditCardProblems, type BinRange, type CreditCardFields } from './credit-card.ts';

/** What the checkout's card form holds, every field as typed or chosen (the billing address flat, `billing_` first). */
export interface CreditCardForm {
  readonly first_name: string;
  readonly last_name: string;
  readonly card_type: string;
  readonly credit_card_number: string;
  readonly expiry_month: string;
  readonly expiry_year: string;
  readonly cvv: string;
  readonly billing_address1: string;
  readonly billing_address2: string;
  readonly billing_city: string;
  readonly billing_region_code: string;
  readonly billing_postal_code: string;
  readonly billing_country: string;
}

/** The form field of a card problem's field (`billing_address.city` is `billing_city`, `billing_address.address1` is `billing_address1`). */
export function creditCardFormField(field: string): keyof CreditCardForm | null {
  const name = field.startsWith('billing_address.') ? `billing_${field.slice('billing_address.'.length)}` : field;
  return (FORM_FIELDS as readonly string[]).includes(name) ? (name as keyof CreditCardForm) : null;
}

const FORM_FIELDS = [
  'first_name',
  'last_name',
  'card_type',
  'credit_card_number',
  'expiry_month',
  'expiry_year',
  'cvv',
  'billing_address1',
  'billing_address2',
  'billing_city',
  'billing_region_code',
  'billing_postal_code',
  'billing_country',
] as const satisfies ReadonlyArray<keyof CreditCardForm>;

/**
 * The card fields the form describes: names trimmed, the number as its
 * digits only, the expiry as numbers (NaN when not chosen, which no
 * expiry accepts), the CVV trimmed.
 */
export function toCreditCardFields(form: CreditCardForm): CreditCardFields {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    card_type: form.card_type,
    credit_card_number: cardDigits(form.credit_card_number),
    expiry_month: form.expiry_month === '' ? Number.NaN : Number(form.expiry_month),
    expiry_year: form.expiry_year === '' ? Number.NaN : Number(form.expiry_year),
    cvv: form.cvv.trim(),
    billing_address: {
      address1: form.billing_address1.trim(),
      address2: form.billing_address2.trim() === '' ? null : form.billing_address2.trim(),
      city: form.billing_city.trim(),
      region_code: form.billing_region_code.trim().toUpperCase(),
      postal_code: form.billing_postal_code.trim().toUpperCase(),
      country: form.billing_country,
    },
  };
}

/**
 * Checks the checkout's card form for the programme's bin ranges at `now`
 * (spec §5): every problem of `creditCardProblems` (names required, card
 * type chosen and the number's, number Luhn-valid and within the ranges:
 * 'Please use a rewards credit card', expiry not past, CVV 3 or 4 digits,
 * billing address complete with the country's postal code) on its form
 * field, its key the problem's i18n key; the form as typed when it has none
 * (what the form submits; {@link toCreditCardFields} reads it). Checked
 * before anything is sent.
 */
export function validateCreditCardForm(
  form: CreditCardForm,
  binRanges: readonly BinRange[],
  now: Date,
): FormValidation<CreditCardForm, keyof CreditCardForm> {
  const issues = creditCardProblems(toCreditCardFields(form), binRanges, now).flatMap((problem) => {
    const field = creditCardFormField(problem.field);
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: every problem of a card the form builds is on one of its fields (it has no billing email).
    return field === null ? [] : [{ field, key: problem.key }];
  });
  return formValidation(form, fieldMessagesOf(issues));
}
