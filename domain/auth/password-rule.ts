/** The shortest password the programme accepts (spec §5). */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password the programme accepts (spec §5). */
export const PASSWORD_MAX_LENGTH = 255;

/**
 * i18n keys of the password rule's messages (spec §5). `minLength` takes
 * `{ min }`, `maxLength` takes `{ max }`; the others take no parameter.
 */
export const PASSWORD_RULE_KEYS = {
  minLength: 'passwordRule.minLength',
  maxLength: 'passwordRule.maxLength',
  uppercase: 'passwordRule.uppercase',
  lowercase: 'passwordRule.lowercase',
  digit: 'passwordRule.digit',
  special: 'passwordRule.special',
  mismatch: 'passwordRule.mismatch',
} as const;

/** One way a password breaks the rule: an i18n key and its parameters. */
export interface PasswordProblem {
  key: string;
  params?: Record<string, string | number>;
}

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/** Neither a letter, a digit nor a space: `#`, `!`, `_`, `€`... */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * What is wrong with a new password (spec §5): 8 to 255 characters, with an
 * uppercase letter, a lowercase letter, a digit and a special character.
 * Letters of any alphabet count (É is uppercase); length counts characters
 * as a person sees them (code points), not UTF-16 units.
 *
 * Always holds: the result is empty exactly when the password meets every
 * part of the rule; otherwise it lists each unmet part once, in the order
 * length, uppercase, lowercase, digit, special character.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) problems.push({ key: PASSWORD_RULE_KEYS.minLength, params: { min: PASSWORD_MIN_LENGTH } });
  if (length > PASSWORD_MAX_LENGTH) problems.push({ key: PASSWORD_RULE_KEYS.maxLength, params: { max: PASSWORD_MAX_LENGTH } });
  if (!UPPERCASE.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.uppercase });
  if (!LOWERCASE.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.lowercase });
  if (!DIGIT.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.digit });
  if (!SPECIAL.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.special });
  return problems;
}

/**
 * The confirmation of a new password (spec §5: "confirm must match"): null
 * when it is exactly the password, else the mismatch message.
 */
export function passwordConfirmationProblem(password: string, confirmation: string): PasswordProblem | null {
  return password === confirmation ? null : { key: PASSWORD_RULE_KEYS.mismatch };
}
