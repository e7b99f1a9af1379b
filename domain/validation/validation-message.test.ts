import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGE_KEYS, fieldMessagesOf } from './validation-message.ts';

const schema = z.object({
  name: z.string().min(1, { error: VALIDATION_MESSAGE_KEYS.required }).max(3, { error: VALIDATION_MESSAGE_KEYS.max }),
  code: z.string().min(2, { error: VALIDATION_MESSAGE_KEYS.invalid }),
});
const issuesOf = (input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('validation messages', () => {
  it('uses the generic i18n keys of spec §5', () => {
    expect(VALIDATION_MESSAGE_KEYS).toEqual({
      required: 'validation.required',
      invalid: 'validation.invalid',
      max: 'validation.max',
    });
  });

  it('names the field in the parameters', () => {
    expect(fieldMessagesOf(issuesOf({ name: '', code: 'x' }))).toEqual({
      name: { key: 'validation.required', params: { field: 'name' } },
      code: { key: 'validation.invalid', params: { field: 'code' } },
    });
  });

  it('adds the length for a maximum', () => {
    expect(fieldMessagesOf(issuesOf({ name: 'abcd', code: 'xy' }))).toEqual({
      name: { key: 'validation.max', params: { field: 'name', length: 3 } },
    });
  });

  it('keeps only the first message of a field', () => {
    const twice = z.string().min(5, { error: 'validation.first' }).regex(/^\d+$/, { error: 'validation.second' });
    const issues = z.object({ pin: twice }).safeParse({ pin: 'ab' }).error?.issues ?? [];
    expect(issues).toHaveLength(2);
    expect(fieldMessagesOf(issues)).toEqual({ pin: { key: 'validation.first', params: { field: 'pin' } } });
  });

  it('keys a message about the whole form by the empty string', () => {
    expect(fieldMessagesOf(issuesOf('not a form'))).toEqual({ '': { key: expect.any(String), params: { field: '' } } });
  });

  it('gives no messages for no issues', () => {
    expect(fieldMessagesOf([])).toEqual({});
  });
});
