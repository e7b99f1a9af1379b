import type { AccountType } from './account-type.ts';

/** The site logos (spec §1, §2: the logo depends on account type). */
export const LOGO_VARIANTS = ['personal', 'business', 'commercial', 'select'] as const;
/** One of {@link LOGO_VARIANTS}. */
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

/**
 * The logo for an account type. cav accounts carry the personal logo (they
 * have no brand of their own), as do guests (null).
 *
 * Always holds: the result is one of {@link LOGO_VARIANTS}; every other type
 * maps to the logo of its own name.
 */
export function logoVariantFor(accountType: AccountType | null): LogoVariant {
  return accountType === null || accountType === 'cav' ? 'personal' : accountType;
}

/** Where sign-out goes when configuration gives no address at all (spec §4: "default /"). */
export const DEFAULT_SIGN_OUT_DESTINATION = '/';

/**
 * Where sign-out sends the member (spec §4, §6): the configured address for
 * the account type; the personal one when the type is unknown (null) or its
 * address is blank; "/" when that is blank too.
 *
 * Always holds: the result is a non-empty string.
 */
export function signOutDestination(accountType: AccountType | null, externalUrls: { readonly signOut: Readonly<Record<AccountType, string>> }): string {
  const { signOut } = externalUrls;
  const candidates = [signOut[accountType ?? 'personal'], signOut.personal];
  return candidates.find((url) => url.trim() !== '') ?? DEFAULT_SIGN_OUT_DESTINATION;
}
