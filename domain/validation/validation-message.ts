import type { z } from 'zod/mini';

/**
 * i18n keys of the generic validation messages (spec §5) that domain schemas
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
 * The first message for each field of a failed parse, keyed by field name
 * (an issue about the whole form is keyed by the empty string).
 *
 * Always holds: every key of the result is the first path segment of some
 * issue; each value's `key` is that field's first issue message and its
 * `params.field` the field name; `params.length` is present exactly when the
 * issue is a "too big" limit.
 */
export function fieldMessagesOf(issues: readonly z.core.$ZodIssue[]): Record<string, ValidationMessage> {
  const messages: Record<string, ValidationMessage> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field in messages) {
      continue;
    }
    messages[field] = {
      key: issue.message,
      params: issue.code === 'too_big' ? { field, length: Number(issue.maximum) } : { field },
    };
  }
  return messages;
}
