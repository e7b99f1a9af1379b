import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { identityFactValue, registrationFieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import type { RegistrationField as RegistrationFieldBody, FieldValue as FieldValueBody } from '@openapi/schemas';
import { ApiError, type FieldError } from '../http/api-error';
import { IDENTITY_MESSAGES } from './identity-messages';
import { identityFactDigest } from './identity-fact-digest';
import type { RegistrationFieldRow } from './registration-repository';

/** English stands in for a French text the programme has not written (decisions §6). */
function pick(locale: Locale, en: string, fr: string | null): string {
  return locale === 'fr-CA' ? (fr ?? en) : en;
}

/** A configured field in one language, as the domain's rules read it. */
export function fieldIn(row: RegistrationFieldRow, locale: Locale): RegistrationField {
  const regex = locale === 'fr-CA' ? (row.regexFr ?? row.regexEn) : row.regexEn;
  return {
    id: row.id,
    name: row.name,
    dataType: row.dataType,
    label: pick(locale, row.labelEn, row.labelFr),
    description: pick(locale, row.descriptionEn, row.descriptionFr),
    placeholder: pick(locale, row.placeholderEn, row.placeholderFr),
    regex,
    errorMessage: pick(locale, row.errorMessageEn, row.errorMessageFr),
    required: row.required,
  };
}

/** A configured field as the API sends it (spec §3 names: menu title, error message...). */
export function fieldBody(row: RegistrationFieldRow, locale: Locale): RegistrationFieldBody {
  const field = fieldIn(row, locale);
  return {
    id: field.id,
    name: field.name,
    data_type: field.dataType,
    menu_title: field.label,
    description: field.description,
    placeholder: field.placeholder,
    regex: field.regex,
    error_message: field.errorMessage,
    required: field.required,
  };
}

/** The values given for some configured fields, trimmed, by field name. */
export type CheckedValues = Map<string, { row: RegistrationFieldRow; value: string }>;

/**
 * Checks the values sent for `rows` with the domain's rule (the configured
 * regex, in the request's language) and refuses the request with one field
 * error per problem (`<prefix>.<field name>`), naming also values for fields
 * the step does not have and fields given twice.
 */
export function checkFieldValues(
  rows: readonly RegistrationFieldRow[],
  values: readonly FieldValueBody[],
  prefix: string,
  locale: Locale,
): CheckedValues {
  const errors: FieldError[] = [];
  const byId = new Map<number, string>();
  for (const entry of values) {
    if (!rows.some((row) => row.id === entry.id)) errors.push({ field: `${prefix}.${entry.id}`, message: 'is not a field of this step' });
    else if (byId.has(entry.id)) errors.push({ field: `${prefix}.${entry.id}`, message: 'is given more than once' });
    else byId.set(entry.id, entry.value);
  }
  const checked: CheckedValues = new Map();
  for (const row of rows) {
    const field = fieldIn(row, locale);
    const value = byId.get(row.id) ?? '';
    const problem = registrationFieldProblem(field, value);
    const name = `${prefix}.${row.name}`;
    if (problem?.kind === 'required') errors.push({ field: name, message: IDENTITY_MESSAGES[locale].required(field.label) });
    else if (problem?.kind === 'too-long') errors.push({ field: name, message: `must be no more than ${problem.max} characters` });
    else if (problem?.kind === 'pattern') errors.push({ field: name, message: problem.message });
    else if (value.trim() !== '') checked.set(row.name, { row, value: value.trim() });
  }
  if (errors.length > 0) throw ApiError.validation(errors);
  return checked;
}

/** The identity facts to look for: each checked value as the bank stores it, digested. */
export function identityFactsOf(checked: CheckedValues): { name: string; digest: string }[] {
  return [...checked.values()].map(({ row, value }) => ({
    name: row.name,
    digest: identityFactDigest(row.name, identityFactValue(row.dataType, value)),
  }));
}

/**
 * What the verification is counted under (the throttle's key): the first
 * value, as the bank stores it (the card number for the demo programme), so
 * one card gets a few guesses of the other answers per window.
 */
export function throttleKeyOf(checked: CheckedValues): string {
  const first = [...checked.values()][0];
  return first ? `${first.row.name}:${identityFactValue(first.row.dataType, first.value)}` : 'none';
}
