import { signInRefusal, ssoRefusal } from '@rewards-storefront/domain/sign-in/account-access';
import { signInThrottleKey, trustedDeviceThrottleKey } from '@rewards-storefront/domain/auth/sign-in-throttle';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Pool } from 'pg';
import { withTransaction } from '../database/create-pool';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { findMemberById, findMemberCredentials, findProgrammeBySlug, findCardStandings } from '../account/member-repository';
import { isEmailVerificationPending } from '../registration/registration-repository';
import type { PasswordChecks } from './password-checks';
import { endLoginAsSession } from './login-as-repository';
import type { SignInThrottle } from './sign-in-throttle';
import { openSignInSession, revokeMemberSignInSessions, revokeSignInSession, type SignInMethod } from './sign-in-session-repository';
import { recordSsoTokenUse } from './token-repository';
import { BankHandoffService } from './bank-handoff-service';
import type { IssuedSession } from './issued-session';
import { accountLocked, ssoNotEligible } from './sign-in-refusals';
import { InvalidTokenError, MAX_SESSION_AGE_SECONDS, type IssuedToken, type SessionClaims, type TokenService } from './token-service';

/** What a member tried to sign in with (the store's form, or the sandbox's online banking). */
export interface Credentials {
  userAccount: string;
  password: string;
  programSlug: string;
  /** The device token of an earlier sign-in of this member on this device, if any. */
  deviceToken?: string | undefined;
  /** Where the attempt comes from (the request's ip): failures count against it too. */
  clientAddress: string;
}

/** Sign-in, sign-out, refresh and single sign-on. */
export class AuthService {
  /** The bank's hand-off tokens (`login-with-token`), the other way in from online banking. */
  readonly bankHandoff: BankHandoffService;

  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly passwords: PasswordChecks,
  ) {
    this.bankHandoff = new BankHandoffService(pool, tokens, clock);
  }

  /**
   * Unknown programme, unknown user, a member without online access and a
   * wrong password all get the same answer after the same amount of work.
   * Only once the password is right is a hold (403 ACCOUNT_LOCKED) or an
   * unconfirmed registration (403 EMAIL_NOT_VERIFIED) told, so neither
   * tells a stranger that the account exists. Throws 429 while the
   * account's sign-in, or its client address's, is paused (see {@link SignInThrottle}). The answer
   * carries a device token for the member's next sign-ins on this device.
   */
  async login(input: Credentials): Promise<IssuedSession> {
    const memberId = await this.checkCredentials(input);
    if (memberId === null) throw ApiError.invalidCredentials();
    const preferredLanguage = await this.refuseHeldMember(memberId);
    const now = this.clock.now();
    const signInSessionId = await this.openSignIn(memberId, 'password', now);
    const [session, device] = await Promise.all([
      this.tokens.issueSession({ memberId, sso: false, now, signInSessionId }),
      this.tokens.issueDevice({ memberId, now }),
    ]);
    return { ...session, deviceToken: device.token, ...preferredLanguage };
  }

  /**
   * The member id when the credentials are right, else null (used by the
   * sandbox online banking too); 429 while the account's sign-in, or the
   * client address's, is paused.
   * Attempts with a device token of this very member count on their own
   * (domain `trustedDeviceThrottleKey`), so an attacker who keeps the
   * account's sign-in paused does not lock its member out of their device.
   */
  async checkCredentials(input: Credentials): Promise<number | null> {
    const scope = `member:${input.programSlug}`;
    // Looked up only once the throttle admits the attempt: a flood from a paused address costs no query.
    let found: { member: Awaited<ReturnType<typeof findMemberCredentials>>; deviceId: string | null } | undefined;
    const accountKey = async () => {
      const programme = await findProgrammeBySlug(this.pool, input.programSlug);
      const member = programme ? await findMemberCredentials(this.pool, programme.id, input.userAccount) : null;
      const deviceId = await this.trustedDeviceOf(input.deviceToken, member?.id ?? null);
      found = { member, deviceId };
      return deviceId === null ? signInThrottleKey(scope, input.userAccount) : trustedDeviceThrottleKey(scope, input.userAccount, deviceId);
    };
    return this.throttle.guardKey(
      accountKey,
      async ({ addressKey }) => {
        const { member, deviceId } = found as NonNullable<typeof found>;
        // A known device's check is served before the open queue: a flood of strangers cannot hold its member up.
        const lane = deviceId === null ? 'open' : 'trusted';
        const valid = await this.passwords.verify(input.password, member?.passwordHash ?? null, { lane, addressKey });
        return valid && member ? member.id : null;
      },
      input.clientAddress,
    );
  }

  /** A device token for the member (the online-banking sandbox keeps it in a cookie after a sign-in there). */
  async issueDeviceToken(memberId: number): Promise<string> {
    return (await this.tokens.issueDevice({ memberId, now: this.clock.now() })).token;
  }

  /** The device's id when `deviceToken` is a live device token of this member; null otherwise (no error: it is a hint). */
  private async trustedDeviceOf(deviceToken: string | undefined, memberId: number | null): Promise<string | null> {
    if (!deviceToken || memberId === null) return null;
    try {
      const claims = await this.tokens.verifyDevice(deviceToken, this.clock.now());
      return claims.memberId === memberId ? claims.deviceId : null;
    } catch (error) {
      if (error instanceof InvalidTokenError) return null;
      throw error;
    }
  }

  /** 403 for a member whose password was right but who may not sign in (spec §6, §8; registration, spec §4). */
  /** Refuses a held or unconfirmed member; else answers the member's preferred language (for the session's answer). */
  private async refuseHeldMember(memberId: number): Promise<{ preferredLanguage?: Locale }> {
    const [member, emailVerificationPending] = await Promise.all([
      findMemberById(this.pool, memberId),
      isEmailVerificationPending(this.pool, memberId),
    ]);
    const refusal = signInRefusal({ accessHold: member?.accessHold ?? null, emailVerificationPending });
    if (refusal === 'account-locked') throw accountLocked();
    if (refusal === 'email-not-verified') {
      throw ApiError.forbidden('EMAIL_NOT_VERIFIED', 'Please confirm your email address with the link we sent you, then sign in.');
    }
    return member ? { preferredLanguage: member.preferredLanguage } : {};
  }

  /** A new sign-in of the member: the row every token of its refresh chain names (`sid`). */
  private openSignIn(memberId: number, method: SignInMethod, now: Date): Promise<string> {
    return openSignInSession(this.pool, {
      memberId,
      method,
      now,
      expiresAt: new Date(now.getTime() + MAX_SESSION_AGE_SECONDS * 1000),
    });
  }

  /**
   * Ends the whole sign-in of the token: every token of its refresh chain,
   * older and newer, stops working. Signing out of a login-as session ends
   * that session (every token of it).
   */
  async logout(session: SessionClaims): Promise<void> {
    const now = this.clock.now();
    if (session.loginAs) {
      await endLoginAsSession(this.pool, { id: session.loginAs.sessionId, reason: 'signed_out', now });
      return;
    }
    await revokeSignInSession(this.pool, { id: session.signInSessionId, memberId: session.memberId, reason: 'signed_out', now });
  }

  /**
   * "Sign out everywhere": ends every sign-in of the member, this one
   * included, on every device. From a login-as session (write access only)
   * it ends the member's own sign-ins and that login-as session. Write access
   * is the operation's declared `x-access`, enforced by the access hook.
   */
  async logoutEverywhere(session: SessionClaims): Promise<void> {
    const now = this.clock.now();
    await withTransaction(this.pool, async (client) => {
      await revokeMemberSignInSessions(client, { memberId: session.memberId, keep: null, reason: 'signed_out_everywhere', now });
      if (session.loginAs) await endLoginAsSession(client, { id: session.loginAs.sessionId, reason: 'signed_out', now });
    });
  }

  /**
   * A new token with a full lifetime (capped by the sign-in's maximum age).
   * The old one is not revoked: other tabs may still be using it, and it
   * expires on its own within the last tenth of its life.
   */
  async refresh(session: SessionClaims): Promise<IssuedSession> {
    const now = this.clock.now();
    const issued = await this.tokens.issueSession({
      memberId: session.memberId,
      sso: session.sso,
      now,
      authTime: session.authTime,
      // A login-as session stays one: same admin, same access level, same session to end.
      loginAs: session.loginAs,
      // Same sign-in: ending it ends this token too.
      signInSessionId: session.signInSessionId,
    });
    if (issued.expiresIn <= 0) {
      throw ApiError.unauthenticated('The session has reached its maximum length. Please sign in again.');
    }
    return issued;
  }

  issueSsoToken(memberId: number): Promise<IssuedToken> {
    return this.tokens.issueSso({ memberId, now: this.clock.now() });
  }

  /**
   * Exchanges a one-time online-banking token for a session (spec §6): a
   * locked or fraud-flagged member is told to call the number on the card
   * (403 ACCOUNT_LOCKED), anyone but a primary cardholder in good standing
   * that single sign-on needs one (403 SSO_NOT_ELIGIBLE).
   */
  async authenticateSso(token: string): Promise<IssuedSession> {
    const now = this.clock.now();
    let claims;
    try {
      claims = await this.tokens.verifySso(token, now);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw ApiError.unauthenticated('The sign-on link is not valid or has expired. Please sign in again from online banking.');
      }
      throw error;
    }
    const { memberId } = claims;
    const { refusal, preferredLanguage } = await withTransaction(this.pool, async (client) => {
      const firstUse = await recordSsoTokenUse(client, { ...claims, now });
      if (!firstUse) {
        throw ApiError.unauthenticated('This sign-on link has already been used. Please sign in again from online banking.');
      }
      const member = await findMemberById(client, memberId);
      return {
        refusal: ssoRefusal({ accessHold: member?.accessHold ?? null }, await findCardStandings(client, memberId), memberId),
        preferredLanguage: member?.preferredLanguage,
      };
    });
    if (refusal === 'account-locked') throw accountLocked();
    if (refusal === 'not-eligible') throw ssoNotEligible();
    const signInSessionId = await this.openSignIn(memberId, 'sso', now);
    const issued = await this.tokens.issueSession({ memberId, sso: true, now, signInSessionId });
    return preferredLanguage === undefined ? issued : { ...issued, preferredLanguage };
  }
}
