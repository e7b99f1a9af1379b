import { describe, expect, it } from 'vitest';
import {
  addressFieldProblem,
  addressFormFlow,
  addressFormOf,
  addressLinesOf,
  addressToSave,
  initialAddressForm,
  verificationMessageCode,
  type AddressFormState,
} from './address-form-flow.ts';
import type { AddressFormValues } from './new-address.ts';
import type { SavedAddress } from './saved-address.ts';

type FieldError = { readonly field: string; readonly message: string };

const entered: AddressFormValues = {
  first_name: 'Alex',
  last_name: 'Martin',
  address1: '100 king st w',
  address2: '',
  city: 'Toronto',
  region_code: 'ON',
  postal_code: 'M5X1A9',
  country: 'CA',
  email: '',
  phone: '',
};
const verified: AddressFormValues = { ...entered, address1: '100 King Street West', postal_code: 'M5X 1A9' };
const start: AddressFormState<FieldError> = initialAddressForm(entered, false);
const problem = { field: 'city' as const, key: 'validation.required', params: {} };

describe('verificationMessageCode', () => {
  it('names each verification refusal the form knows, and a missing address for any other', () => {
    for (const code of ['MISSING_ADDRESS', 'PO_BOX_ERROR', 'RURAL_ROUTE_ERROR', 'OUTSIDE_CANADA', 'INVALID_POSTAL_CODE', 'INVALID_REGION']) {
      expect(verificationMessageCode(code)).toBe(code);
    }
    expect(verificationMessageCode('SOMETHING_ELSE')).toBe('MISSING_ADDRESS');
    expect(verificationMessageCode('')).toBe('MISSING_ADDRESS');
  });
});

describe('addressFormOf and addressLinesOf', () => {
  const saved: SavedAddress = {
    id: 7,
    firstName: 'Alex',
    lastName: 'Martin',
    address1: '1 Main St',
    address2: null,
    city: 'Ottawa',
    regionCode: 'ON',
    regionName: 'Ontario',
    postalCode: 'K1A 0A6',
    country: 'CA',
    email: null,
    phone: null,
    isDefault: true,
    type: 'default',
  };

  it('fills the form from a saved address, an absent line, email or phone an empty field', () => {
    expect(addressFormOf(saved)).toEqual({
      first_name: 'Alex',
      last_name: 'Martin',
      address1: '1 Main St',
      address2: '',
      city: 'Ottawa',
      region_code: 'ON',
      postal_code: 'K1A 0A6',
      country: 'CA',
      email: '',
      phone: '',
    });
    expect(addressFormOf({ ...saved, address2: 'Unit 4', email: 'a@b.ca', phone: '555' })).toMatchObject({ address2: 'Unit 4', email: 'a@b.ca', phone: '555' });
  });

  it('shows an empty second line as none', () => {
    expect(addressLinesOf(entered)).toEqual({ address1: '100 king st w', address2: null, city: 'Toronto', regionCode: 'ON', postalCode: 'M5X1A9', country: 'CA' });
    expect(addressLinesOf({ ...entered, address2: 'Unit 4' }).address2).toBe('Unit 4');
  });
});

describe('addressFormFlow: the address form and its verification step', () => {
  it('opens editing the values given, the verified address chosen, nothing refused', () => {
    expect(start).toEqual({ form: entered, isDefault: false, phase: { kind: 'editing' }, choice: 'verified', problems: [], fieldErrors: [], errorCode: null, saving: false });
    expect(initialAddressForm(entered, true).isDefault).toBe(true);
  });

  it('changes one field at a time and the default flag', () => {
    const edited = addressFormFlow(start, { type: 'edit', field: 'city', value: 'Ottawa' });
    expect(edited.form).toEqual({ ...entered, city: 'Ottawa' });
    expect(addressFormFlow(start, { type: 'default', isDefault: true }).isDefault).toBe(true);
  });

  it('opens the choice on a suggestion, the verified address chosen even after choosing the entered one', () => {
    const chose = addressFormFlow(start, { type: 'choose', choice: 'entered' });
    const suggested = addressFormFlow({ ...chose, saving: true }, { type: 'answered', answer: { outcome: 'suggestion', verified } });
    expect(suggested).toMatchObject({ saving: false, choice: 'verified', phase: { kind: 'choosing', verified, streetName: null } });
  });

  it('keeps the suggested street name for a street suggestion', () => {
    const suggested = addressFormFlow(start, { type: 'answered', answer: { outcome: 'street-suggestion', streetName: 'King Street West', verified } });
    expect(suggested.phase).toEqual({ kind: 'choosing', verified, streetName: 'King Street West' });
  });

  it('goes back to editing on "change address" and on every refusal', () => {
    const choosing = addressFormFlow(start, { type: 'answered', answer: { outcome: 'suggestion', verified } });
    expect(addressFormFlow(choosing, { type: 'change-address' }).phase).toEqual({ kind: 'editing' });
    expect(addressFormFlow(choosing, { type: 'answered', answer: { outcome: 'failed' } }).phase).toEqual({ kind: 'editing' });
    expect(addressFormFlow(choosing, { type: 'answered', answer: { outcome: 'error', code: 'PO_BOX_ERROR' } }).phase).toEqual({ kind: 'editing' });
  });

  it('keeps only the last answer: problems, field errors or an error code', () => {
    const withProblems = addressFormFlow(start, { type: 'answered', answer: { outcome: 'problems', problems: [problem] } });
    expect(withProblems).toMatchObject({ problems: [problem], fieldErrors: [], errorCode: null });
    const invalid = addressFormFlow(withProblems, { type: 'answered', answer: { outcome: 'invalid', fieldErrors: [{ field: 'city', message: 'x' }] } });
    expect(invalid).toMatchObject({ problems: [], fieldErrors: [{ field: 'city', message: 'x' }], errorCode: null });
    const error = addressFormFlow(invalid, { type: 'answered', answer: { outcome: 'error', code: 'PO_BOX_ERROR' } });
    expect(error).toMatchObject({ problems: [], fieldErrors: [], errorCode: 'PO_BOX_ERROR' });
    expect(addressFormFlow(error, { type: 'answered', answer: { outcome: 'failed' } }).errorCode).toBeNull();
  });

  it('is saving until the answer, and a saved address keeps its phase', () => {
    const saving = addressFormFlow(start, { type: 'saving' });
    expect(saving.saving).toBe(true);
    const choosing = addressFormFlow(saving, { type: 'answered', answer: { outcome: 'suggestion', verified } });
    const saved = addressFormFlow({ ...choosing, saving: true }, { type: 'answered', answer: { outcome: 'saved' } });
    expect(saved.saving).toBe(false);
    expect(saved.phase.kind).toBe('choosing');
  });
});

describe('addressToSave', () => {
  it('sends the address entered, unconfirmed, while editing', () => {
    expect(addressToSave(start)).toEqual({ address: entered, confirmed: false });
  });

  it('sends the verified or the entered address, confirmed, once choosing', () => {
    const choosing = addressFormFlow(start, { type: 'answered', answer: { outcome: 'suggestion', verified } });
    expect(addressToSave(choosing)).toEqual({ address: verified, confirmed: true });
    expect(addressToSave(addressFormFlow(choosing, { type: 'choose', choice: 'entered' }))).toEqual({ address: entered, confirmed: true });
  });
});

describe('addressFieldProblem', () => {
  it("names the domain's problem first, then a server refusal of the field, else nothing", () => {
    expect(addressFieldProblem({ problems: [problem], fieldErrors: [{ field: 'city' }] }, 'city')).toBe(problem);
    expect(addressFieldProblem({ problems: [problem], fieldErrors: [{ field: 'city' }] }, 'postal_code')).toBeNull();
    expect(addressFieldProblem({ problems: [], fieldErrors: [{ field: 'postal_code' }] }, 'postal_code')).toBe('invalid');
    expect(addressFieldProblem({ problems: [], fieldErrors: [] }, 'city')).toBeNull();
  });
});
