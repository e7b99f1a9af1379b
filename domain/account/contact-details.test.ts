import { describe, expect, it } from 'vitest';
import { contactDetailsChange, contactDetailsChannel, contactDetailsProblems } from './contact-details.ts';

const valid = { email: 'chloe.gagnon@example.com', confirmEmail: 'chloe.gagnon@example.com', phone: '+1 613 555 0159' };

describe('who edits contact details where (spec §6)', () => {
  it('select members edit them in the programme profile, whatever their cards', () => {
    expect(contactDetailsChannel({ accountCategory: 'nga', tiers: ['essential'] })).toBe('programme-profile');
    expect(contactDetailsChannel({ accountCategory: 'bank_nga', tiers: ['elite'] })).toBe('programme-profile');
  });

  it('Elite and Premium members go through online banking', () => {
    expect(contactDetailsChannel({ accountCategory: 'personal', tiers: ['elite', 'premium', 'essential'] })).toBe('online-banking');
    expect(contactDetailsChannel({ accountCategory: 'personal', tiers: ['premium'] })).toBe('online-banking');
    expect(contactDetailsChannel({ accountCategory: 'aib', tiers: ['essential', 'elite'] })).toBe('online-banking');
  });

  it('anyone else is pointed to customer support', () => {
    expect(contactDetailsChannel({ accountCategory: 'personal', tiers: ['essential'] })).toBe('customer-support');
    expect(contactDetailsChannel({ accountCategory: 'aib', tiers: [] })).toBe('customer-support');
  });
});

describe('the contact details form (spec §5)', () => {
  it('accepts an email typed twice alike and a phone number, or no phone', () => {
    expect(contactDetailsProblems(valid)).toEqual({});
    expect(contactDetailsProblems({ ...valid, confirmEmail: ' Chloe.Gagnon@Example.com ', phone: '  ' })).toEqual({});
    expect(contactDetailsProblems({ ...valid, phone: '(613) 555-0159' })).toEqual({});
  });

  it('requires a valid email', () => {
    expect(contactDetailsProblems({ ...valid, email: ' ', confirmEmail: '' }).email).toEqual({
      key: 'validation.required',
      params: { field: 'email' },
    });
    for (const email of [
      'chloe',
      'chloe@example',
      'chloe@@example.com',
      'chlo e@example.com',
      'chloe@example.',
      '@example.com',
      'chloe@.com',
      'chloe@example.com and more',
    ]) {
      expect(contactDetailsProblems({ ...valid, email, confirmEmail: email }).email, email).toEqual({
        key: 'account.contact.invalidEmail',
        params: { field: 'email' },
      });
    }
    expect(contactDetailsProblems({ ...valid, email: 'c@mail.example.ca', confirmEmail: 'c@mail.example.ca' })).toEqual({});
  });

  it('says the confirmation does not match the email', () => {
    expect(contactDetailsProblems({ ...valid, confirmEmail: 'chloe@example.com' })).toEqual({
      confirmEmail: { key: 'account.contact.emailMismatch', params: { field: 'confirmEmail' } },
    });
  });

  it('refuses a phone that is not a phone number', () => {
    const problem = { key: 'account.contact.invalidPhone', params: { field: 'phone' } };
    expect(contactDetailsProblems({ ...valid, phone: 'call me' }).phone).toEqual(problem);
    expect(contactDetailsProblems({ ...valid, phone: '555-01' }).phone).toEqual(problem);
    expect(contactDetailsProblems({ ...valid, phone: '1234567' }).phone).toBeUndefined();
    expect(contactDetailsProblems({ ...valid, phone: '123456789012345' }).phone).toBeUndefined();
    expect(contactDetailsProblems({ ...valid, phone: '1234567890123456' }).phone).toEqual(problem);
    expect(contactDetailsProblems({ ...valid, phone: '613 555 0159 x2' }).phone).toEqual(problem);
  });

  it('sends the email and phone without the confirm-email field', () => {
    expect(contactDetailsChange({ email: ' a@b.ca ', confirmEmail: 'a@b.ca', phone: ' 613 555 0159 ' })).toEqual({
      email: 'a@b.ca',
      phone: '613 555 0159',
    });
    expect(contactDetailsChange({ ...valid, phone: ' ' })).toEqual({ email: valid.email, phone: null });
    expect(Object.keys(contactDetailsChange(valid))).not.toContain('confirmEmail');
  });
});
