import { describe, expect, it } from 'vitest';
import { STREET_SUGGESTION_MESSAGE_KEY, addressValidationOutcome } from './address-validation-outcome.ts';

const suggested = { address1: '100 King Street West' };

describe('address suggestion flow (spec §5)', () => {
  it('a failed call is a generic error', () => {
    expect(addressValidationOutcome(null)).toEqual({ kind: 'failed' });
  });

  it('offers a suggested address first', () => {
    expect(addressValidationOutcome({ suggestion: suggested, errors: [{ field: 'address1', message: 'x', suggestion: 'Y' }] })).toEqual({
      kind: 'suggestion',
      suggestion: suggested,
    });
  });

  it('shows the suggested street when the street line’s error carries one', () => {
    expect(STREET_SUGGESTION_MESSAGE_KEY).toBe('address.streetSuggestion');
    expect(
      addressValidationOutcome({
        suggestion: null,
        errors: [
          { field: 'city', message: 'City is invalid' },
          { field: 'address1', message: 'Street not found', suggestion: 'King Street West' },
        ],
      }),
    ).toEqual({ kind: 'street-suggestion', streetName: 'King Street West' });
    expect(addressValidationOutcome({ errors: [{ field: 'street1', message: 'x', suggestion: 'Rue Saint-Denis' }] })).toEqual({
      kind: 'street-suggestion',
      streetName: 'Rue Saint-Denis',
    });
  });

  it('otherwise shows the first error’s message', () => {
    expect(
      addressValidationOutcome({
        errors: [
          { field: 'address1', code: 'PO_BOX_ERROR', message: 'Address is invalid', suggestion: null },
          { field: 'city', message: 'second' },
          { field: 'postal_code', message: 'third', suggestion: 'ignored' },
        ],
      }),
    ).toEqual({ kind: 'error', message: 'Address is invalid' });
  });

  it('reads a suggestion only on the street line', () => {
    expect(addressValidationOutcome({ errors: [{ field: 'city', message: 'City is invalid', suggestion: 'Toronto' }] })).toEqual({
      kind: 'error',
      message: 'City is invalid',
    });
  });

  it('with neither suggestion nor errors the address is valid', () => {
    expect(addressValidationOutcome({})).toEqual({ kind: 'valid' });
    expect(addressValidationOutcome({ suggestion: null, errors: [] })).toEqual({ kind: 'valid' });
  });
});
