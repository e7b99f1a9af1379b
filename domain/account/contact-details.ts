import { isEmailAddress } from '../validation/email-address.ts';
import { VALIDATION_MESSAGE_KEYS, type ValidationMessage } from '../validation/validation-message.ts';
import { accountTypeOf } from './account-type.ts';

/**
 * Where a member changes their contact details (spec §6): select members in
 * the programme's profile (`programme-profile`); Elite and Premium members
 * through the bank's online banking (`online-banking`); for anyone else the
 * spec grants no channel, so the details are shown read-only and the member
 * is pointed to customer support (`customer-support`).
 */
export type ContactDetailsChannel = 'programme-profile' | 'online-banking' | 'customer-support';

/** The tiers whose members update their contact details through online banking (spec §6: Elite and Premium). */
const ONLINE_BANKING_TIERS = ['elite', 'premium'];

/**
 * The channel of spec §6 for a member, by account type first (a select
 * member edits here whatever their cards), then by the tiers of the cards
 * they hold.
 */
export function contactDetailsChannel(member: {
  readonly accountCategory: string;
  readonly tiers: readonly string[];
}): ContactDetailsChannel {
  if (accountTypeOf(member.accountCategory) === 'select') return 'programme-profile';
  return member.tiers.some((tier) => ONLINE_BANKING_TIERS.includes(tier)) ? 'online-banking' : 'customer-support';
}

/** The contact details form: the email typed twice, and the phone number (optional). */
export interface ContactDetailsForm {
  readonly email: string;
  readonly confirmEmail: string;
  readonly phone: string;
}

/** What the profile change carries: the confirm-email field is not part of it (spec §5). */
export interface ContactDetailsChange {
  readonly email: string;
  readonly phone: string | null;
}

/** i18n keys of the contact form's messages (spec §5 generic messages). */
export const CONTACT_DETAILS_MESSAGE_KEYS = {
  email: 'account.contact.invalidEmail',
  mismatch: 'account.contact.emailMismatch',
  phone: 'account.contact.invalidPhone',
} as const;

// Digits with the usual separators and an optional leading +, between 7 and 15 digits (E.164).
const PHONE = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

/**
 * The problems of the contact form, one per field: email required and valid
 * ('Please enter a valid email address'), confirm email equal to it ('{field}
 * doesn't match'), phone, when given, a phone number. Leading and trailing
 * spaces do not count.
 */
export function contactDetailsProblems(form: ContactDetailsForm): Partial<Record<keyof ContactDetailsForm, ValidationMessage>> {
  const problems: Partial<Record<keyof ContactDetailsForm, ValidationMessage>> = {};
  const email = form.email.trim();
  if (email === '') problems.email = { key: VALIDATION_MESSAGE_KEYS.required, params: { field: 'email' } };
  else if (!isEmailAddress(email)) problems.email = { key: CONTACT_DETAILS_MESSAGE_KEYS.email, params: { field: 'email' } };
  if (form.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
    problems.confirmEmail = { key: CONTACT_DETAILS_MESSAGE_KEYS.mismatch, params: { field: 'confirmEmail' } };
  }
  const phone = form.phone.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (phone !== '' && (!PHONE.test(phone) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max)) {
    problems.phone = { key: CONTACT_DETAILS_MESSAGE_KEYS.phone, params: { field: 'phone' } };
  }
  return problems;
}

/** What is sent for a valid form: the email and phone trimmed (a blank phone is none), without the confirm-email field. */
export function contactDetailsChange(form: ContactDetailsForm): ContactDetailsChange {
  const phone = form.phone.trim();
  return { email: form.email.trim(), phone: phone === '' ? null : phone };
}
