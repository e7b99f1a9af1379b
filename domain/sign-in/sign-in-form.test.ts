import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FIELD_MAX_LENGTH, signInFormSchema, validateSignInForm } from './sign-in-form.ts';

const MESSAGE_KEY = /^validation\.[a-z]+$/;

describe('signInFormSchema', () => {
  it('accepts a username and a password', () => {
    expect(signInFormSchema.parse({ username: 'elite', password: 'Rewards#2026' })).toEqual({
      username: 'elite',
      password: 'Rewards#2026',
    });
  });

  it('requires both fields, with the i18n key validation.required', () => {
    const result = signInFormSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['username'], 'validation.required'],
      [['password'], 'validation.required'],
    ]);
  });

  it('treats missing fields as required, not with an English sentence', () => {
    const result = signInFormSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.required', 'validation.required']);
  });

  it('trims the username, so a blank one is missing', () => {
    expect(signInFormSchema.parse({ username: '  elite ', password: 'x' }).username).toBe('elite');
    expect(signInFormSchema.safeParse({ username: '   ', password: 'x' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });

  it('takes the password exactly as typed', () => {
    expect(signInFormSchema.parse({ username: 'elite', password: ' p w ' }).password).toBe(' p w ');
    expect(signInFormSchema.parse({ username: 'elite', password: ' ' }).password).toBe(' ');
  });

  it('allows at most 255 characters, with the i18n key validation.max', () => {
    expect(SIGN_IN_FIELD_MAX_LENGTH).toBe(255);
    const longest = 'a'.repeat(255);
    expect(signInFormSchema.safeParse({ username: longest, password: longest }).success).toBe(true);
    const result = signInFormSchema.safeParse({ username: `${longest}a`, password: `${longest}a` });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['username'], 'validation.max'],
      [['password'], 'validation.max'],
    ]);
  });

  it('answers with validation.invalid when given no form at all', () => {
    expect(signInFormSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('never answers with anything but an i18n key', () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ username: fc.anything(), password: fc.anything() }), (raw, form) => {
        for (const input of [raw, form]) {
          for (const issue of signInFormSchema.safeParse(input).error?.issues ?? []) {
            expect(issue.message).toMatch(MESSAGE_KEY);
          }
        }
      }),
    );
  });
});

describe('validateSignInForm', () => {
  it('gives the cleaned values when valid', () => {
    expect(validateSignInForm({ username: ' marie ', password: 'Rewards#2026' })).toEqual({
      ok: true,
      value: { username: 'marie', password: 'Rewards#2026' },
    });
  });

  it('gives one message per invalid field, with its parameters', () => {
    expect(validateSignInForm({ username: '', password: 'b'.repeat(256) })).toEqual({
      ok: false,
      errors: {
        username: { key: 'validation.required', params: { field: 'username' } },
        password: { key: 'validation.max', params: { field: 'password', length: 255 } },
      },
    });
  });

  it('is ok exactly when the schema accepts the input', () => {
    fc.assert(
      fc.property(fc.record({ username: fc.string({ maxLength: 300 }), password: fc.string({ maxLength: 300 }) }), (input) => {
        expect(validateSignInForm(input).ok).toBe(signInFormSchema.safeParse(input).success);
      }),
    );
  });
});
