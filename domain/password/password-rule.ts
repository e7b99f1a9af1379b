/** The shortest and longest password the programme accepts (spec §5). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/**
 * i18n keys of the password rule's messages (spec §5). `length` takes
 * `{ min, max }`; the others take no parameter.
 */
export const PASSWORD_RULE_KEYS = {
  length: 'passwordRule.length',
  uppercase: 'passwordRule.uppercase',
  lowercase: 'passwordRule.lowercase',
  digit: 'passwordRule.digit',
  special: 'passwordRule.special',
  mismatch: 'passwordRule.mismatch',
} as const;

/** One unmet part of the password rule, as the UI translates it. */
export interface PasswordProblem {
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is neither a letter, a digit, nor white space: punctuation and symbols (#, !, _, €...).
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * Every part of the password rule of spec §5 that `password` breaks, in the
 * order the rule states them: 8 to 255 characters, an uppercase letter, a
 * lowercase letter, a digit and a special character. An empty list means
 * the password is acceptable.
 *
 * Always holds: characters are counted as Unicode code points, so an
 * accented letter or an emoji counts once; letters of any script count
 * (É is uppercase, é lowercase); a space is not a special character; each
 * unmet part is listed once.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    problems.push({ key: PASSWORD_RULE_KEYS.length, params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } });
  }
  if (!UPPERCASE.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.uppercase });
  if (!LOWERCASE.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.lowercase });
  if (!DIGIT.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.digit });
  if (!SPECIAL.test(password)) problems.push({ key: PASSWORD_RULE_KEYS.special });
  return problems;
}

/** Whether `password` meets the whole rule of spec §5. */
export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/**
 * The confirmation of a new password (spec §5: "confirm must match"): null
 * when it is exactly the password, else the mismatch message.
 */
export function passwordConfirmationProblem(password: string, confirmation: string): PasswordProblem | null {
  return password === confirmation ? null : { key: PASSWORD_RULE_KEYS.mismatch };
}

/**
 * How many earlier passwords a new one may not repeat (spec §5: "a
 * previously used password is rejected"), besides the current one.
 */
export const PASSWORD_HISTORY_SIZE = 5;
