// zod/mini: the same schemas as zod's chained API, as tree-shakable functions
// (the sign-in page loaded 80 kB of zod before compression for two fields).
import { z } from 'zod/mini';
import { VALIDATION_MESSAGE_KEYS, fieldMessagesOf, type ValidationMessage } from '../validation/validation-message.ts';

/** The longest username or password the sign-in form accepts (the API's limit). */
export const SIGN_IN_FIELD_MAX_LENGTH = 255;

/**
 * The sign-in form: username and password, each required and at most
 * {@link SIGN_IN_FIELD_MAX_LENGTH} characters.
 *
 * Always holds: every issue message is an i18n key from
 * `VALIDATION_MESSAGE_KEYS` ("validation.required" with `{ field }`,
 * "validation.max" with `{ field, length }`, "validation.invalid" when the
 * input is not a form object at all), never an English sentence.
 * The username is trimmed (a pasted trailing space is not part of it, and a
 * blank one is missing); the password is taken exactly as typed.
 */
export const signInFormSchema = z.object(
  {
    // A string schema's own error is the message of all its issues, so it
    // covers both a missing value and `minLength(1)`; `maxLength` names its own.
    // The trim is spelt out rather than `z.trim()`, which is the same overwrite:
    // a mutant of `z.trim()` crashes the module while it loads, and the Vitest
    // runner of Stryker reports a file that failed to load as a surviving mutant.
    username: z
      .string({ error: VALIDATION_MESSAGE_KEYS.required })
      .check(
        z.overwrite((typed) => typed.trim()),
        z.minLength(1),
        z.maxLength(SIGN_IN_FIELD_MAX_LENGTH, { error: VALIDATION_MESSAGE_KEYS.max }),
      ),
    password: z
      .string({ error: VALIDATION_MESSAGE_KEYS.required })
      .check(z.minLength(1), z.maxLength(SIGN_IN_FIELD_MAX_LENGTH, { error: VALIDATION_MESSAGE_KEYS.max })),
  },
  { error: VALIDATION_MESSAGE_KEYS.invalid },
);

/** What the sign-in form submits once valid. */
export type SignInForm = z.infer<typeof signInFormSchema>;

/** The name of a sign-in form field, as `params.field` of its messages. */
export type SignInField = keyof SignInForm;

/** The outcome of checking the sign-in form: the cleaned values, or one message per invalid field. */
export type SignInFormResult =
  | { readonly ok: true; readonly value: SignInForm }
  | { readonly ok: false; readonly errors: Partial<Record<SignInField, ValidationMessage>> };

/**
 * Checks sign-in input without throwing. Always holds: `ok` is true exactly
 * when `signInFormSchema` accepts the input, and then `value` is its output;
 * otherwise `errors` names each invalid field with its first message.
 */
export function validateSignInForm(input: unknown): SignInFormResult {
  const parsed = signInFormSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldMessagesOf(parsed.error.issues) };
}
