import type { Account } from '../account/account.ts';
import { isSsoEligible } from './sso-eligibility.ts';

/**
 * Holds the bank puts on a member's access (spec §6, §8): the account is
 * locked, or flagged for fraud. Either way the member is told to call the
 * number on the card, never which hold it is (a fraudster must not learn
 * that they were noticed).
 */
export const ACCESS_HOLDS = ['locked', 'fraud'] as const;
/** One of {@link ACCESS_HOLDS}. */
export type AccessHold = (typeof ACCESS_HOLDS)[number];

/** Why a member whose password was right still gets no session. */
export type SignInRefusalReason = 'account-locked' | 'email-not-verified';

/** Why a member arriving by single sign-on gets no session. */
export type SsoRefusalReason = 'account-locked' | 'not-eligible';

export interface MemberAccessFacts {
  readonly accessHold: AccessHold | null;
  /** Registered in the store and has not yet followed the link emailed to confirm the address (spec §4). */
  readonly emailVerificationPending: boolean;
}

/**
 * Whether a member whose credentials were right may open a session, and if
 * not, why: a hold wins over an unconfirmed email. Only asked after the
 * password was checked, so neither answer tells a stranger that the account
 * exists.
 */
export function signInRefusal(member: MemberAccessFacts): SignInRefusalReason | null {
  if (member.accessHold !== null) return 'account-locked';
  if (member.emailVerificationPending) return 'email-not-verified';
  return null;
}

/**
 * Whether a member arriving by single sign-on may open a session (spec §6):
 * not while the bank holds the account (call the number on the card), and
 * only as the primary cardholder of a card in good standing.
 */
export function ssoRefusal(
  member: Pick<MemberAccessFacts, 'accessHold'>,
  accounts: readonly Pick<Account, 'statusCode' | 'members'>[],
  memberId: number,
): SsoRefusalReason | null {
  if (member.accessHold !== null) return 'account-locked';
  return isSsoEligible(accounts, memberId) ? null : 'not-eligible';
}
