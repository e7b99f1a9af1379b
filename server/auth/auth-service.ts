import { isSsoEligible } from '@domain/auth/sso-eligibility';
import type { Pool } from 'pg';
import { withTransaction } from '../database/create-pool';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { findMemberCredentials, findProgrammeBySlug, findCardStandings } from '../members/member-repository';
import { verifyPassword } from './password-hasher';
import { endLoginAsSession } from './login-as-repository';
import type { SignInThrottle } from './sign-in-throttle';
import { recordSsoTokenUse, revokeToken } from './token-repository';
import { InvalidTokenError, type IssuedToken, type SessionClaims, type TokenService } from './token-service';

export interface Session {
  token: string;
  token_type: 'bearer';
  expires_in: number;
}

function toSession(issued: IssuedToken): Session {
  return { token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn };
}

/** Sign-in, sign-out, refresh and single sign-on. */
export class AuthService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * Unknown programme, unknown user, a member without online access and a
   * wrong password all get the same answer after the same amount of work.
   * Throws 429 while the account's sign-in is paused (see {@link SignInThrottle}).
   */
  async login(input: { userAccount: string; password: string; programSlug: string }): Promise<Session> {
    const memberId = await this.checkCredentials(input);
    if (memberId === null) throw ApiError.invalidCredentials();
    return toSession(await this.tokens.issueSession({ memberId, sso: false, now: this.clock.now() }));
  }

  /**
   * The member id when the credentials are right, else null (used by the
   * sandbox online banking too); 429 while the account's sign-in is paused.
   */
  async checkCredentials(input: { userAccount: string; password: string; programSlug: string }): Promise<number | null> {
    return this.throttle.guard(`member:${input.programSlug}`, input.userAccount, async () => {
      const programme = await findProgrammeBySlug(this.pool, input.programSlug);
      const member = programme ? await findMemberCredentials(this.pool, programme.id, input.userAccount) : null;
      const valid = await verifyPassword(input.password, member?.passwordHash ?? null);
      return valid && member ? member.id : null;
    });
  }

  /** Revokes the token; signing out of a login-as session also ends that session (every token of it). */
  async logout(session: SessionClaims): Promise<void> {
    const now = this.clock.now();
    await withTransaction(this.pool, async (client) => {
      await revokeToken(client, { jti: session.jti, memberId: session.memberId, expiresAt: session.expiresAt, now });
      if (session.loginAs) await endLoginAsSession(client, { id: session.loginAs.sessionId, reason: 'signed_out', now });
    });
  }

  /**
   * A new token with a full lifetime (capped by the sign-in's maximum age).
   * The old one is not revoked: other tabs may still be using it, and it
   * expires on its own within the last tenth of its life.
   */
  async refresh(session: SessionClaims): Promise<Session> {
    const now = this.clock.now();
    const issued = await this.tokens.issueSession({
      memberId: session.memberId,
      sso: session.sso,
      now,
      authTime: session.authTime,
      // A login-as session stays one: same admin, same access level, same session to end.
      loginAs: session.loginAs,
    });
    if (issued.expiresIn <= 0) {
      throw ApiError.unauthenticated('The session has reached its maximum length. Please sign in again.');
    }
    return toSession(issued);
  }

  issueSsoToken(memberId: number): Promise<IssuedToken> {
    return this.tokens.issueSso({ memberId, now: this.clock.now() });
  }

  /** Exchanges a one-time online-banking token for a session (spec §6: primary cardholder in good standing). */
  async authenticateSso(token: string): Promise<Session> {
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
    const eligible = await withTransaction(this.pool, async (client) => {
      const firstUse = await recordSsoTokenUse(client, { ...claims, now });
      if (!firstUse) {
        throw ApiError.unauthenticated('This sign-on link has already been used. Please sign in again from online banking.');
      }
      return isSsoEligible(await findCardStandings(client, memberId), memberId);
    });
    if (!eligible) {
      throw ApiError.forbidden(
        'SSO_NOT_ELIGIBLE',
        'Single sign-on needs a primary cardholder whose account is in good standing. Please call the number on the back of your card.',
      );
    }
    return toSession(await this.tokens.issueSession({ memberId, sso: true, now }));
  }
}
