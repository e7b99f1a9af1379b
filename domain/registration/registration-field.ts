import {
  REGISTRATION_FIELD_MAX_LENGTH,
  type FieldValue,
  type RegistrationField,
  type RegistrationFieldDataType,
} from './registration-config.ts';
import type { FieldProblem } from '../validation/field-problem.ts';

export type { FieldProblem };

/**
 * A configured regex as a pattern the whole value must match (Unicode-mode
 * ECMAScript syntax). Null when the field has none, or when the programme
 * configured one that does not compile: the field then takes any value here
 * and the server, which refuses to store such a pattern, decides.
 */
export function fieldPattern(regex: string | null): RegExp | null {
  if (regex === null || regex === '') return null;
  try {
    return new RegExp(`^(?:${regex})$`, 'u');
  } catch {
    return null;
  }
}

/**
 * What is wrong with `value` for a configured field (spec §5: fields are
 * configured by the server with a regex and a localized message each).
 * The value is read trimmed: spaces around it are not part of it.
 *
 * Always holds: a blank value is a problem only for a required field (an
 * optional one left blank is not checked further); a value longer than
 * {@link REGISTRATION_FIELD_MAX_LENGTH} characters is too long; otherwise
 * the value must match the whole pattern, else the problem carries the
 * field's error message.
 */
export function registrationFieldProblem(
  field: Pick<RegistrationField, 'required' | 'regex' | 'errorMessage'>,
  value: string,
): FieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return field.required ? { kind: 'required' } : null;
  if (Array.from(trimmed).length > REGISTRATION_FIELD_MAX_LENGTH) return { kind: 'too-long', max: REGISTRATION_FIELD_MAX_LENGTH };
  const pattern = fieldPattern(field.regex);
  if (pattern !== null && !pattern.test(trimmed)) return { kind: 'pattern', message: field.errorMessage };
  return null;
}

/**
 * The problems of a step's fields, by field id, given the values typed so
 * far by field id (a missing value is blank). Empty when every field is
 * fine.
 */
export function registrationFieldsProblems(
  fields: readonly RegistrationField[],
  values: Readonly<Record<number, string>>,
): Map<number, FieldProblem> {
  const problems = new Map<number, FieldProblem>();
  for (const field of fields) {
    const problem = registrationFieldProblem(field, values[field.id] ?? '');
    if (problem !== null) problems.set(field.id, problem);
  }
  return problems;
}

/**
 * The values to send for `fields` (spec §3: entries of id and value),
 * trimmed, in the fields' order; an optional field left blank is not sent.
 */
export function fieldValuesOf(fields: readonly RegistrationField[], values: Readonly<Record<number, string>>): FieldValue[] {
  return fields.flatMap((field) => {
    const value = (values[field.id] ?? '').trim();
    return value === '' ? [] : [{ id: field.id, value }];
  });
}

/**
 * How a value is compared with what the bank has on file for the member
 * (card number, postal code, date of birth...): written the way people
 * write it, compared the way the bank stores it. Card numbers, digits and
 * phone numbers keep only their digits (`4512 3400-0000 7001`); postal
 * codes lose their spaces and are upper case (`m5v 2t6` is `M5V2T6`);
 * emails are lower case; everything else is trimmed.
 */
export function identityFactValue(dataType: RegistrationFieldDataType, value: string): string {
  switch (dataType) {
    case 'card_number':
    case 'digits':
    case 'tel':
      return value.replace(/\D/gu, '');
    case 'postal_code':
      return value.replace(/\s/gu, '').toUpperCase();
    case 'email':
      return value.trim().toLowerCase();
    default:
      return value.trim();
  }
}
