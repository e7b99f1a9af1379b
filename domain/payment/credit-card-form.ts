import { z } from 'zod/mini';
import { cardDigits, creditCardProblems, type BinRange, type CreditCardFields } from './credit-card';

/** What the checkout's card form holds, every field as typed or chosen. */
export interface CreditCardForm {
  readonly first_name: string;
  readonly last_name: string;
  readonly credit_card_number: string;
  readonly expiry_month: string;
  readonly expiry_year: string;
  readonly cvv: string;
}

/**
 * The card fields the form describes: names trimmed, the number as its
 * digits only, the expiry as numbers (NaN when not chosen, which no
 * expiry accepts), the CVV trimmed.
 */
export function toCreditCardFields(form: CreditCardForm): CreditCardFields {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    credit_card_number: cardDigits(form.credit_card_number),
    expiry_month: form.expiry_month === '' ? Number.NaN : Number(form.expiry_month),
    expiry_year: form.expiry_year === '' ? Number.NaN : Number(form.expiry_year),
    cvv: form.cvv.trim(),
  };
}

/**
 * The card form of the checkout's payment step for the programme's bin
 * ranges at `now` (spec §5): every problem of `creditCardProblems` (names
 * required, number Luhn-valid and within the ranges: 'Please use a
 * rewards credit card', expiry not past, CVV 3 or 4 digits), one issue per
 * field, its message the problem's i18n key. Checked before anything is
 * sent.
 */
export function creditCardFormSchema(binRanges: readonly BinRange[], now: Date) {
  return z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      credit_card_number: z.string(),
      expiry_month: z.string(),
      expiry_year: z.string(),
      cvv: z.string(),
    })
    .check(
      z.superRefine((form, context) => {
        for (const problem of creditCardProblems(toCreditCardFields(form), binRanges, now)) {
          context.addIssue({ code: 'custom', path: [problem.field], message: problem.key, input: form[problem.field] });
        }
      }),
    );
}
