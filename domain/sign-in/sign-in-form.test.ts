import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FIELD_MAX_LENGTH, validateSignInForm } from './sign-in-form.ts';

const MESSAGE_KEY = /^validation\.[a-z]+$/;
const required = (field: string) => ({ key: 'validation.required', params: { field } });
const tooLong = (field: string) => ({ key: 'validation.max', params: { field, length: 255 } });

describe('the sign-in form', () => {
  it('accepts a username and a password', () => {
    expect(validateSignInForm({ username: 'elite', password: 'Rewards#2026' })).toEqual({
      ok: true,
      value: { username: 'elite', password: 'Rewards#2026' },
    });
  });

  it('submits the two fields only', () => {
    expect(validateSignInForm({ username: 'elite', password: 'x', remember: true })).toEqual({
      ok: true,
      value: { username: 'elite', password: 'x' },
    });
  });

  it('requires both fields, with the i18n key validation.required', () => {
    expect(validateSignInForm({ username: '', password: '' })).toEqual({
      ok: false,
      errors: { username: required('username'), password: required('password') },
    });
  });

  it('treats missing fields, and fields that are not text, as required, not with an English sentence', () => {
    expect(validateSignInForm({})).toEqual({ ok: false, errors: { username: required('username'), password: required('password') } });
    expect(validateSignInForm({ username: 5, password: ['x'] })).toEqual({
      ok: false,
      errors: { username: required('username'), password: required('password') },
    });
  });

  it('names only the invalid field', () => {
    expect(validateSignInForm({ username: 'elite', password: '' })).toEqual({ ok: false, errors: { password: required('password') } });
    expect(validateSignInForm({ username: '', password: 'x' })).toEqual({ ok: false, errors: { username: required('username') } });
  });

  it('trims the username, so a blank one is missing', () => {
    expect(validateSignInForm({ username: '  elite ', password: 'x' })).toEqual({ ok: true, value: { username: 'elite', password: 'x' } });
    expect(validateSignInForm({ username: '   ', password: 'x' })).toEqual({ ok: false, errors: { username: required('username') } });
  });

  it('takes the password exactly as typed', () => {
    expect(validateSignInForm({ username: 'elite', password: ' p w ' })).toEqual({ ok: true, value: { username: 'elite', password: ' p w ' } });
    expect(validateSignInForm({ username: 'elite', password: ' ' })).toEqual({ ok: true, value: { username: 'elite', password: ' ' } });
  });

  it('allows at most 255 characters, with the i18n key validation.max and the length', () => {
    expect(SIGN_IN_FIELD_MAX_LENGTH).toBe(255);
    const longest = 'a'.repeat(255);
    expect(validateSignInForm({ username: longest, password: longest })).toEqual({ ok: true, value: { username: longest, password: longest } });
    expect(validateSignInForm({ username: `${longest}a`, password: `${longest}a` })).toEqual({
      ok: false,
      errors: { username: tooLong('username'), password: tooLong('password') },
    });
  });

  it('counts the username’s length once trimmed', () => {
    const longest = 'a'.repeat(255);
    expect(validateSignInForm({ username: ` ${longest} `, password: 'x' })).toEqual({ ok: true, value: { username: longest, password: 'x' } });
  });

  it('answers with validation.invalid, about the whole form, when given no form at all', () => {
    const noForm = { ok: false, errors: { '': { key: 'validation.invalid', params: { field: '' } } } };
    for (const input of [undefined, null, 'elite', 42, ['elite', 'x']]) {
      expect(validateSignInForm(input)).toEqual(noForm);
    }
  });

  it('never answers with anything but an i18n key', () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ username: fc.anything(), password: fc.anything() }), (raw, form) => {
        for (const input of [raw, form]) {
          const result = validateSignInForm(input);
          for (const message of result.ok ? [] : Object.values(result.errors)) {
            expect(message?.key).toMatch(MESSAGE_KEY);
          }
        }
      }),
    );
  });

  it('is ok exactly when both fields are text of 1 to 255 characters, the username trimmed', () => {
    fc.assert(
      fc.property(fc.record({ username: fc.string({ maxLength: 300 }), password: fc.string({ maxLength: 300 }) }), (input) => {
        const fits = (text: string) => text.length >= 1 && text.length <= 255;
        expect(validateSignInForm(input).ok).toBe(fits(input.username.trim()) && fits(input.password));
      }),
    );
  });
});
