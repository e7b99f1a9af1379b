import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { ProgramRegistration as ProgramRegistrationBody, Terms as TermsBody } from '@openapi/schemas';
import type { Queryable } from '../database/queryable';
import { fieldBody } from './configured-fields';
import { findRegistrationFields, findTerms, type RegistrationFieldRow, type RegistrationRow, type TermsRow } from './registration-repository';

export function termsBody(terms: TermsRow, locale: Locale): TermsBody {
  const french = locale === 'fr-CA';
  return {
    id: terms.id,
    version: terms.version,
    title: french ? (terms.titleFr ?? terms.titleEn) : terms.titleEn,
    description: french ? (terms.bodyFr ?? terms.bodyEn) : terms.bodyEn,
  };
}

/** What the store's registration pages show: the programme's fields of each step and its terms, in the member's language. */
export async function registrationConfiguration(db: Queryable, registration: RegistrationRow, locale: Locale): Promise<ProgramRegistrationBody> {
  const [fields, terms] = await Promise.all([
    findRegistrationFields(db, registration.id),
    registration.termsId === null ? Promise.resolve(null) : findTerms(db, registration.termsId),
  ]);
  return {
    id: registration.id,
    program_slug: registration.programmeSlug,
    has_verification: registration.hasVerification,
    has_marketing_preference: registration.hasMarketingPreference,
    has_preferred_language: registration.hasPreferredLanguage,
    has_terms: registration.hasTerms,
    verification_fields: ofKind(fields, 'verification').map((row) => fieldBody(row, locale)),
    registration_fields: ofKind(fields, 'registration').map((row) => fieldBody(row, locale)),
    terms: registration.hasTerms && terms ? termsBody(terms, locale) : null,
    registration_forgot_password: {
      account_types: ['business'],
      password_verification_fields: ofKind(fields, 'password_verification').map((row) => fieldBody(row, locale)),
    },
  };
}

export function ofKind(fields: readonly RegistrationFieldRow[], kind: RegistrationFieldRow['kind']): RegistrationFieldRow[] {
  return fields.filter((field) => field.kind === kind);
}
