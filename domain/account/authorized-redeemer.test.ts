import { describe, expect, it } from 'vitest';
import { newRedeemerOf, newRedeemerProblems } from './authorized-redeemer.ts';

const form = { firstName: 'Sam', lastName: 'Martin', email: 'sam.martin@example.com', relationCode: 'child' };

describe('the add-a-redeemer form', () => {
  it('accepts names, a valid email that is not the holder’s, and a relation', () => {
    expect(newRedeemerProblems(form, 'alex.martin@example.com')).toEqual({});
    expect(newRedeemerProblems(form, null)).toEqual({});
  });

  it('requires every field', () => {
    expect(newRedeemerProblems({ firstName: ' ', lastName: '', email: '', relationCode: '' }, null)).toEqual({
      firstName: { key: 'validation.required', params: { field: 'firstName' } },
      lastName: { key: 'validation.required', params: { field: 'lastName' } },
      email: { key: 'validation.required', params: { field: 'email' } },
      relationCode: { key: 'validation.required', params: { field: 'relationCode' } },
    });
  });

  it('refuses an email that is not one, or is the holder’s own', () => {
    for (const email of ['sam', 'sam@example', 'sam @example.com', 'sam@example.com more']) {
      expect(newRedeemerProblems({ ...form, email }, null), email).toEqual({
        email: { key: 'redeemers.form.invalidEmail', params: { field: 'email' } },
      });
    }
    // An address that is not one is said so, even when it is also the holder's.
    expect(newRedeemerProblems({ ...form, email: 'alex' }, 'alex')).toEqual({
      email: { key: 'redeemers.form.invalidEmail', params: { field: 'email' } },
    });
    expect(newRedeemerProblems({ ...form, email: ' Alex.Martin@Example.com ' }, 'alex.martin@example.com ')).toEqual({
      email: { key: 'redeemers.form.ownEmail', params: { field: 'email' } },
    });
  });

  it('sends every field trimmed', () => {
    expect(newRedeemerOf({ firstName: ' Sam ', lastName: ' Martin', email: ' sam@example.com ', relationCode: 'child' })).toEqual({
      firstName: 'Sam',
      lastName: 'Martin',
      email: 'sam@example.com',
      relationCode: 'child',
    });
  });
});
