import { CLOCK_TOLERANCE_SECONDS, epochSeconds as seconds, JwtCodec } from './jwt-codec';
import type { SigningKey } from './signing-keys';
import { TokenKeyRing } from './token-key-ring';
import { VerifiedSessionCache } from './verified-session-cache';
import {
  InvalidTokenError,
  loginAsTokenClaimsOf,
  memberIdOf,
  sessionClaimsOf,
  travelClaimsOf,
  type AdminConsoleClaims,
  type ConsoleSessionRef,
  type DeviceClaims,
  type IssuedSessionToken,
  type IssuedToken,
  type LoginAsClaims,
  type LoginAsTokenClaims,
  type SessionClaims,
  type SsoClaims,
  type TravelClaims,
  type TravelLoginAs,
} from './token-claims';
import {
  ADMIN_CONSOLE_SESSION_SECONDS,
  DEVICE_TOKEN_LIFETIME_SECONDS,
  LOGIN_AS_TOKEN_LIFETIME_SECONDS,
  MAX_SESSION_AGE_SECONDS,
  PARTNER_ACCESS_TOKEN_LIFETIME_SECONDS,
  SESSION_LIFETIME_SECONDS,
  SSO_TOKEN_LIFETIME_SECONDS,
  TRAVEL_TOKEN_LIFETIME_SECONDS,
} from './token-lifetimes';

// Callers name the claims and lifetimes with the service that issues them.
export * from './token-claims';
export * from './token-lifetimes';

const SESSION_AUDIENCE = 'programme-api';
const SSO_AUDIENCE = 'sso';
const LOGIN_AS_AUDIENCE = 'login-as';
const ADMIN_CONSOLE_AUDIENCE = 'admin-console';
const DEVICE_AUDIENCE = 'device';
/** A browser where an admin signed in to the console (its own count of console sign-in attempts). */
const ADMIN_DEVICE_AUDIENCE = 'admin-device';
const TRAVEL_AUDIENCE = 'travel-partner';
const PARTNER_ACCESS_AUDIENCE = 'partner-access';
/**
 * Signs and verifies the HS256 tokens. They differ by audience, so a
 * one-time SSO token can never be used as a bearer token and the other way
 * round. Every token names its key in the `kid` header: the first key signs,
 * every key verifies, so a new key is added, then made first, and the old
 * one removed once its tokens have expired, without signing anyone out.
 */
export class TokenService {
  private readonly keys: TokenKeyRing;
  private readonly jwt: JwtCodec;
  private readonly verifiedSessions = new VerifiedSessionCache();

  /** `keys` from configuration (the first signs); a plain string is one key with the id "default" (tests, tools). */
  constructor(keys: string | readonly SigningKey[]) {
    this.keys = new TokenKeyRing(keys);
    this.jwt = new JwtCodec(this.keys);
  }

  /** The id of the key new tokens are signed with. */
  get signingKeyId(): string {
    return this.keys.signingKeyId;
  }

  async issueSession(input: {
    memberId: number;
    sso: boolean;
    now: Date;
    authTime?: Date;
    loginAs?: LoginAsClaims | null;
    /** The sign-in's `sign_in_session` id; a login-as session's is its login-as session id. */
    signInSessionId: string;
  }): Promise<IssuedSessionToken> {
    if (input.loginAs && input.signInSessionId !== input.loginAs.sessionId) {
      throw new Error('A login-as token belongs to its login-as session');
    }
    const issuedAt = seconds(input.now);
    const authTime = input.authTime ? seconds(input.authTime) : issuedAt;
    // A refreshed session never outlives its sign-in by more than the maximum age.
    const expiresAtSeconds = Math.min(issuedAt + SESSION_LIFETIME_SECONDS, authTime + MAX_SESSION_AGE_SECONDS);
    const loginAs = input.loginAs
      ? {
          admin_id: input.loginAs.adminId,
          admin_access_level: input.loginAs.adminAccessLevel,
          login_as_session: input.loginAs.sessionId,
        }
      : {};
    const claims = { sso: input.sso, auth_time: authTime, sid: input.signInSessionId, ...loginAs };
    const { token, jti } = await this.jwt.sign(SESSION_AUDIENCE, String(input.memberId), claims, input.now, expiresAtSeconds);
    return {
      token,
      jti,
      expiresIn: expiresAtSeconds - issuedAt,
      expiresAt: new Date(expiresAtSeconds * 1000),
      memberId: input.memberId,
      adminId: input.loginAs?.adminId ?? null,
      signInSessionId: input.signInSessionId,
    };
  }

  /** A session token's claims; one this node verified before is not verified again, but its expiry is checked each time. */
  async verifySession(token: string, now: Date): Promise<SessionClaims> {
    const known = this.verifiedSessions.get(token);
    if (known !== undefined) {
      // As jose decides it: expired once `exp` is behind now by more than the tolerance.
      if (seconds(known.expiresAt) <= seconds(now) - CLOCK_TOLERANCE_SECONDS) {
        this.verifiedSessions.delete(token);
        throw new InvalidTokenError('expired');
      }
      return known;
    }
    const claims = sessionClaimsOf(await this.verify(token, SESSION_AUDIENCE, now));
    this.verifiedSessions.set(token, claims);
    return claims;
  }

  async issueSso(input: { memberId: number; now: Date }): Promise<IssuedToken> {
    return this.issueShortLived(SSO_AUDIENCE, String(input.memberId), {}, input.now, SSO_TOKEN_LIFETIME_SECONDS);
  }

  async verifySso(token: string, now: Date): Promise<SsoClaims> {
    const payload = await this.verify(token, SSO_AUDIENCE, now);
    if (typeof payload.exp !== 'number') throw new InvalidTokenError('invalid');
    return { memberId: memberIdOf(payload.sub), jti: payload.jti as string, expiresAt: new Date(payload.exp * 1000) };
  }

  /** The console's one-time token to open the store as a member; its id is recorded when it is exchanged. */
  async issueLoginAs(input: { memberId: number; adminId: number; console: ConsoleSessionRef; now: Date }): Promise<IssuedToken> {
    const claims = { admin_id: input.adminId, console_session: input.console.jti, console_exp: seconds(input.console.expiresAt) };
    return this.issueShortLived(LOGIN_AS_AUDIENCE, String(input.memberId), claims, input.now, LOGIN_AS_TOKEN_LIFETIME_SECONDS);
  }

  async verifyLoginAs(token: string, now: Date): Promise<LoginAsTokenClaims> {
    return loginAsTokenClaimsOf(await this.verify(token, LOGIN_AS_AUDIENCE, now));
  }

  /**
   * A login-as token's claims when its signature, issuer and audience are
   * right, whatever its age: returning to the admin proves which login-as
   * token opened the session long after that token expired.
   */
  async verifyLoginAsOrigin(token: string): Promise<LoginAsTokenClaims> {
    return loginAsTokenClaimsOf(await this.jwt.verifyAtAnyAge(token, LOGIN_AS_AUDIENCE));
  }

  async issueAdminConsole(input: { adminId: number; now: Date }): Promise<IssuedToken> {
    return this.issueShortLived(ADMIN_CONSOLE_AUDIENCE, String(input.adminId), {}, input.now, ADMIN_CONSOLE_SESSION_SECONDS);
  }

  async verifyAdminConsole(token: string, now: Date): Promise<AdminConsoleClaims> {
    const payload = await this.verify(token, ADMIN_CONSOLE_AUDIENCE, now);
    if (typeof payload.exp !== 'number') throw new InvalidTokenError('invalid');
    return { adminId: memberIdOf(payload.sub), jti: payload.jti as string, expiresAt: new Date(payload.exp * 1000) };
  }

  /** The token a device keeps after a sign-in with a password there (domain `trustedDeviceThrottleKey`). */
  async issueDevice(input: { memberId: number; now: Date }): Promise<IssuedToken> {
    return this.issueShortLived(DEVICE_AUDIENCE, String(input.memberId), {}, input.now, DEVICE_TOKEN_LIFETIME_SECONDS);
  }

  async verifyDevice(token: string, now: Date): Promise<DeviceClaims> {
    const payload = await this.verify(token, DEVICE_AUDIENCE, now);
    return { memberId: memberIdOf(payload.sub), deviceId: payload.jti as string };
  }

  /** The token a console browser keeps after an admin's sign-in there (their own count of attempts, like a member's device). */
  async issueAdminDevice(input: { adminId: number; now: Date }): Promise<IssuedToken> {
    return this.issueShortLived(ADMIN_DEVICE_AUDIENCE, String(input.adminId), {}, input.now, DEVICE_TOKEN_LIFETIME_SECONDS);
  }

  async verifyAdminDevice(token: string, now: Date): Promise<{ adminId: number; deviceId: string }> {
    const payload = await this.verify(token, ADMIN_DEVICE_AUDIENCE, now);
    return { adminId: memberIdOf(payload.sub), deviceId: payload.jti as string };
  }

  /**
   * The travel partner's token for a member and the card they travel with
   * (spec §2, §7 GET /member/account/{id}/jwt). An admin acting for the
   * member (login-as) is named in it, so the partner's booking records them
   * as the agent (issue 22 item 4).
   */
  async issueTravel(input: { memberId: number; accountId: number; loginAs: TravelLoginAs | null; now: Date }): Promise<IssuedToken> {
    const acting = input.loginAs ? { login_as: { admin_id: input.loginAs.adminId, session_id: input.loginAs.sessionId } } : {};
    return this.issueShortLived(
      TRAVEL_AUDIENCE,
      String(input.memberId),
      { account_id: input.accountId, ...acting },
      input.now,
      TRAVEL_TOKEN_LIFETIME_SECONDS,
    );
  }

  async verifyTravel(token: string, now: Date): Promise<TravelClaims> {
    const payload = await this.verify(token, TRAVEL_AUDIENCE, now);
    return travelClaimsOf(payload);
  }

  /**
   * The member access token of an access URL (spec §2 "an access redirect
   * goes to a URL the server returns"): names the member and the menu item
   * (`partner`) whose address it was signed for, so a partner accepts it only
   * at its own door; {@link PARTNER_ACCESS_TOKEN_LIFETIME_SECONDS}.
   */
  async issuePartnerAccess(input: { memberId: number; partner: string; now: Date }): Promise<IssuedToken> {
    return this.issueShortLived(PARTNER_ACCESS_AUDIENCE, String(input.memberId), { partner: input.partner }, input.now, PARTNER_ACCESS_TOKEN_LIFETIME_SECONDS);
  }

  async verifyPartnerAccess(token: string, now: Date): Promise<{ memberId: number; partner: string }> {
    const payload = await this.verify(token, PARTNER_ACCESS_AUDIENCE, now);
    const partner = payload['partner'];
    if (typeof partner !== 'string' || partner.length === 0) throw new InvalidTokenError('invalid');
    return { memberId: memberIdOf(payload.sub), partner };
  }

  /**
   * A keyed hash of a value for one purpose (e.g. the console's anti-forgery
   * field, bound to its session id), so forms cannot be posted from elsewhere.
   */
  mac(purpose: string, value: string): string {
    return this.keys.mac(purpose, value);
  }

  /** Constant-time comparison of a presented value with {@link mac}, under any listed key (a rotation keeps open forms good). */
  verifyMac(purpose: string, value: string, presented: string): boolean {
    return this.keys.verifyMac(purpose, value, presented);
  }

  private async issueShortLived(
    audience: string,
    subject: string,
    claims: Record<string, unknown>,
    now: Date,
    lifetimeSeconds: number,
  ): Promise<IssuedToken> {
    const { token, jti, expiresAtSeconds } = await this.jwt.sign(audience, subject, claims, now, seconds(now) + lifetimeSeconds);
    return { token, jti, expiresIn: lifetimeSeconds, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  private verify(token: string, audience: string, now: Date) {
    return this.jwt.verify(token, audience, now);
  }
}
