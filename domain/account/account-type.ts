/** Account types of the programme (spec §1, §6); logo and sign-out destination depend on them. */
export const ACCOUNT_TYPES = ['personal', 'business', 'commercial', 'select', 'cav'] as const;
/** One of {@link ACCOUNT_TYPES}. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Account category codes and the type each means (spec §6: business codes
 * aib, cpx, ccl; select nga; cav cav). The type names themselves are
 * accepted too, which is how a commercial account is recognised: the spec
 * names the type but gives it no code of its own.
 */
const TYPE_BY_CODE: ReadonlyMap<string, AccountType> = new Map<string, AccountType>([
  ['aib', 'business'],
  ['cpx', 'business'],
  ['ccl', 'business'],
  ['nga', 'select'],
  ['cav', 'cav'],
  ['business', 'business'],
  ['commercial', 'commercial'],
  ['select', 'select'],
]);

/**
 * The account type of an account category code. A bank prefix ending in an
 * underscore ("bank_aib") is ignored, as are letter case and surrounding
 * spaces.
 *
 * Always holds: the result is one of {@link ACCOUNT_TYPES}; any code not
 * listed in spec §6 is "personal".
 */
export function accountTypeOf(categoryCode: string): AccountType {
  const code = categoryCode.trim().toLowerCase();
  const withoutBankPrefix = code.slice(code.lastIndexOf('_') + 1);
  return TYPE_BY_CODE.get(withoutBankPrefix) ?? 'personal';
}

/**
 * True when the utility bar hides the card name and shows only the masked
 * number (spec §2, §6; demo data: the select account). Holds for "select"
 * and no other type.
 */
export function isCardNameHidden(accountType: AccountType): boolean {
  return accountType === 'select';
}
