import { ssoRefusal } from '@rewards-storefront/domain/sign-in/account-access';
import { bankHandoffRefusal, type BankHandoffRefusal } from '@rewards-storefront/domain/sign-in/bank-handoff';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import { ApiError } from '../http/api-error';
import { findCardStandings, findMemberById, findProgrammeBySlug } from '../account/member-repository';
import { findBankHandoffTokenForUpdate, issueBankHandoffToken, markBankHandoffTokenUsed, recordRefusedBankHandoff } from './bank-handoff-repository';
import type { IssuedSession } from './issued-session';
import { openSignInSession } from './sign-in-session-repository';
import { accountLocked, ssoNotEligible } from './sign-in-refusals';
import { MAX_SESSION_AGE_SECONDS, type TokenService } from './token-service';

/** What a hand-off exchange did, for the request's log line (never the token). */
export type BankHandoffOutcome =
  | { outcome: 'signed-in'; memberId: number }
  | { outcome: 'refused'; reason: BankHandoffRefusal | 'account-locked' | 'not-eligible'; memberId: number | null };

/**
 * The bank's hand-off (spec §7 `login-with-token`), beside the signed
 * assertion of {@link AuthService.authenticateSso}: online banking asks for
 * an opaque one-time token for a member of a programme and sends the
 * member's browser to the store with it; the store exchanges it without any
 * Authorization header.
 */
export class BankHandoffService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /** A token for the member of the programme `programSlug` (null: no such programme or member there). */
  async issue(input: { programSlug: string; memberId: number; issuedBy: string }): Promise<{ token: string; expiresAt: Date } | null> {
    const programme = await findProgrammeBySlug(this.pool, input.programSlug);
    const member = programme ? await findMemberById(this.pool, input.memberId) : null;
    if (!programme || !member || member.programmeId !== programme.id) return null;
    return issueBankHandoffToken(this.pool, { programmeId: programme.id, memberId: input.memberId, issuedBy: input.issuedBy, now: this.clock.now() });
  }

  /**
   * Exchanges a hand-off token for an SSO session of its member. Unknown,
   * expired, used, or issued for another programme: one 401, the same words
   * (the token tells a stranger nothing). The token is used up by its first
   * presentation, even when its member is then refused like single sign-on
   * refuses them (403 ACCOUNT_LOCKED, SSO_NOT_ELIGIBLE); later presentations
   * are counted on its row. `report` receives what happened, for the log.
   */
  async exchange(
    input: { programSlug: string; token: string; clientAddress: string },
    report: (outcome: BankHandoffOutcome) => void = () => undefined,
  ): Promise<IssuedSession> {
    const now = this.clock.now();
    const result = await withTransaction(this.pool, async (client) => {
      const programme = await findProgrammeBySlug(client, input.programSlug);
      const row = await findBankHandoffTokenForUpdate(client, input.token);
      const refusal = bankHandoffRefusal(row, programme?.id ?? null, now);
      if (refusal !== null || row === null) {
        if (row !== null) await recordRefusedBankHandoff(client, { id: row.id, now });
        return { refusal: refusal ?? 'unknown', memberId: row?.memberId ?? null } as const;
      }
      const member = await findMemberById(client, row.memberId);
      const memberRefusal = ssoRefusal({ accessHold: member?.accessHold ?? null }, await findCardStandings(client, row.memberId), row.memberId);
      const signInSessionId =
        memberRefusal === null
          ? await openSignInSession(client, {
              memberId: row.memberId,
              method: 'bank_handoff',
              now,
              expiresAt: new Date(now.getTime() + MAX_SESSION_AGE_SECONDS * 1000),
            })
          : null;
      await markBankHandoffTokenUsed(client, { id: row.id, now, clientAddress: input.clientAddress, signInSessionId });
      return memberRefusal === null
        ? ({ refusal: undefined, signInSessionId: signInSessionId as string, memberId: row.memberId, preferredLanguage: member?.preferredLanguage } as const)
        : ({ refusal: memberRefusal, memberId: row.memberId } as const);
    });
    if (result.refusal !== undefined) {
      report({ outcome: 'refused', reason: result.refusal, memberId: result.memberId });
      if (result.refusal === 'account-locked') throw accountLocked();
      if (result.refusal === 'not-eligible') throw ssoNotEligible();
      throw ApiError.unauthenticated('The link from online banking is not valid or has expired. Please sign in again from online banking.');
    }
    report({ outcome: 'signed-in', memberId: result.memberId });
    const issued = await this.tokens.issueSession({ memberId: result.memberId, sso: true, now, signInSessionId: result.signInSessionId });
    return result.preferredLanguage === undefined ? issued : { ...issued, preferredLanguage: result.preferredLanguage };
  }
}
