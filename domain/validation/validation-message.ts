/**
 * i18n keys of the generic validation messages (spec §5) that domain rules
 * use. Their parameters: `required` takes `{ field }` ("{field} is
 * required"); `invalid` takes `{ field }` ("{field} is invalid"); `max`
 * takes `{ field, length }` ("{field} must be no more than {length}
 * characters").
 */
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  max: 'validation.max',
} as const;
/** One of the values of {@link VALIDATION_MESSAGE_KEYS}. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[keyof typeof VALIDATION_MESSAGE_KEYS];

/**
 * A validation failure as the UI translates it: an i18n key and its
 * parameters. `params.field` is the form field's name ("username"), which
 * the UI turns into its translated label before interpolating.
 */
export interface ValidationMessage {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * One problem a form rule finds: the field it is on (the empty string for
 * the whole form), its i18n key, and the key's parameters other than the
 * field (`{ length }` for a limit).
 */
export interface FieldIssue<Field extends string = string> {
  readonly field: Field;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** One message per invalid field of a form, keyed by field name. */
export type FieldMessages<Field extends string = string> = Partial<Record<Field, ValidationMessage>>;

/**
 * The first message for each field of a form's issues, keyed by field name
 * (an issue about the whole form is keyed by the empty string).
 *
 * Always holds: every key of the result is the field of some issue; each
 * value's `key` is that field's first issue's key, and its `params` that
 * issue's parameters with `field` set to the field name.
 */
export function fieldMessagesOf<Field extends string>(issues: readonly FieldIssue<Field>[]): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const issue of issues) {
    // Own keys only: a field named like an Object method ('constructor') has no message yet.
    if (Object.hasOwn(messages, issue.field)) {
      continue;
    }
    messages[issue.field] = { key: issue.key, params: { ...issue.params, field: issue.field } };
  }
  return messages;
}

/** The outcome of checking a form: the value it submits, or one message per invalid field. */
export type FormValidation<Value, Field extends string = string> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly errors: FieldMessages<Field> };

/** The outcome of a form whose fields have `errors`: `value` when none has a message, else the messages. */
export function formValidation<Value, Field extends string>(value: Value, errors: FieldMessages<Field>): FormValidation<Value, Field> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}
