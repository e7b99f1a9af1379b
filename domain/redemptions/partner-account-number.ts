/** i18n key of spec §5's 'Invalid {name} account number'. */
export const INVALID_PARTNER_ACCOUNT_KEY = 'redemptions.account.invalid';

/**
 * Whether `value` is an account number of a partner (an airline, a lender)
 * whose numbers follow `pattern`: the whole value must match (a pattern
 * without anchors is anchored here), in Unicode mode, as the server checks
 * it. Surrounding spaces are ignored; a pattern that does not compile
 * accepts nothing.
 */
export function matchesAccountPattern(value: string, pattern: string): boolean {
  let expression: RegExp;
  try {
    expression = new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return false;
  }
  return expression.test(value.trim());
}

/** An account number shown back with all but its last four characters hidden. */
export function maskAccountNumber(value: string): string {
  const trimmed = value.trim();
  return `${'•'.repeat(Math.max(0, trimmed.length - 4))}${trimmed.slice(-4)}`;
}
