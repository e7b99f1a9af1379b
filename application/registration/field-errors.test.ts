import { describe, expect, it } from 'vitest';
import { fieldErrorsByName, stepOfFieldErrors } from './field-errors';

describe('the API’s field errors of a registration', () => {
  it('are keyed by field name, the first message of each field winning', () => {
    expect(
      fieldErrorsByName([
        { field: 'registration_fields.user_account', message: 'Taken' },
        { field: 'password', message: 'Too short' },
        { field: 'password', message: 'No digit' },
        { field: 'terms_id', message: 'Accept them' },
      ]),
    ).toEqual({ user_account: 'Taken', password: 'Too short', terms_id: 'Accept them' });
  });

  it('belong to the step of the first field the API blamed', () => {
    expect(stepOfFieldErrors([{ field: 'registration_verification.card_number', message: 'x' }])).toBe('verification');
    expect(stepOfFieldErrors([{ field: 'registration_fields.email', message: 'x' }])).toBe('details');
    expect(
      stepOfFieldErrors([
        { field: 'password', message: 'x' },
        { field: 'terms_id', message: 'x' },
      ]),
    ).toBe('password');
    expect(stepOfFieldErrors([{ field: 'terms_id', message: 'x' }])).toBe('terms');
    expect(stepOfFieldErrors([{ field: 'program', message: 'x' }])).toBeNull();
  });
});
