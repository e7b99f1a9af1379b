import type { RegistrationConfig, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import type { RegistrationDraft } from '@rewards-storefront/domain/registration/registration-draft';

/** A text field of the registration form, its message naming it ("Bad phone"). */
export function aRegistrationField(id: number, name: string, regex: string, required = true): RegistrationField {
  return { id, name, dataType: 'text', label: name, description: '', placeholder: '', regex, errorMessage: `Bad ${name}`, required };
}

/** A programme that asks every step: a card number to verify, a username, marketing, language and terms. */
export function aRegistrationConfig(overrides: Partial<RegistrationConfig> = {}): RegistrationConfig {
  return {
    id: 1,
    hasVerification: true,
    hasMarketingPreference: true,
    hasPreferredLanguage: true,
    hasTerms: true,
    verificationFields: [aRegistrationField(1, 'card_number', '[0-9]{16}')],
    registrationFields: [aRegistrationField(2, 'user_account', '[a-z.]{6,30}')],
    terms: { id: 9, title: 'Terms', description: 'Text' },
    ...overrides,
  };
}

/** Nadia's draft with every step answered, for the config of aRegistrationConfig. */
export const COMPLETE_REGISTRATION_DRAFT: RegistrationDraft = {
  values: { 1: '4512345678007001', 2: 'nadia.haddad' },
  password: 'Maple#Leaf2026',
  passwordConfirmation: 'Maple#Leaf2026',
  marketing: false,
  language: 'en-CA',
  termsAccepted: true,
};
