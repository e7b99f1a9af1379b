import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS } from '@domain/session/token-refresh-schedule';
import { compactVerify, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload, type JWSHeaderParameters } from 'jose';
import type { SigningKey } from './signing-keys';

/** Session lifetime in seconds: the domain's token lifetime (spec §9: 3600 s), which the client's refresh counts on. */
/** The admin and login-as session a travel token was got in, when an admin acts for the member. */
export interface TravelLoginAs {
  adminId: number;
  sessionId: string;
}

export const SESSION_LIFETIME_SECONDS = TOKEN_LIFETIME_SECONDS;
/** One-time single sign-on tokens only have to survive a redirect. */
export const SSO_TOKEN_LIFETIME_SECONDS = 120;
/**
 * Refreshing extends a session by a full lifetime each time; this caps how long
 * one sign-in can be stretched, so a stolen token cannot be kept alive forever.
 */
export const MAX_SESSION_AGE_SECONDS = 12 * 3600;
/** The admin console's one-time "open the store as" token only has to survive opening a tab (spec §6). */
export const LOGIN_AS_TOKEN_LIFETIME_SECONDS = 120;
/** A support agent's console session: short, renewed by signing in again. */
export const ADMIN_CONSOLE_SESSION_SECONDS = 30 * 60;
/** How long a device stays trusted after a sign-in on it (its own count of sign-in attempts). */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 180 * 24 * 3600;

const ISSUER = 'programme-api';
const SESSION_AUDIENCE = 'programme-api';
const SSO_AUDIENCE = 'sso';
const LOGIN_AS_AUDIENCE = 'login-as';
const ADMIN_CONSOLE_AUDIENCE = 'admin-console';
const DEVICE_AUDIENCE = 'device';
/** A browser where an admin signed in to the console (its own count of console sign-in attempts). */
const ADMIN_DEVICE_AUDIENCE = 'admin-device';
const TRAVEL_AUDIENCE = 'travel-partner';
/** A travel partner token lives 2 minutes: enough to follow the redirect (spec §2 external redirects). */
export const TRAVEL_TOKEN_LIFETIME_SECONDS = 120;
const PARTNER_ACCESS_AUDIENCE = 'partner-access';
/** An access URL is fetched when the member follows the link and opened at once: 60 seconds is plenty. */
export const PARTNER_ACCESS_TOKEN_LIFETIME_SECONDS = 60;
/** Small allowance for clocks of several API nodes that disagree a little. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface SessionClaims {
  memberId: number;
  jti: string;
  /** The session was opened by single sign-on from online banking. */
  sso: boolean;
  issuedAt: Date;
  expiresAt: Date;
  /** When the member originally signed in (kept across refreshes). */
  authTime: Date;
  /** Set when an admin opened the store as this member (spec §6); null otherwise. */
  loginAs: LoginAsClaims | null;
  /**
   * The sign-in this token belongs to (`sid`): every token of one sign-in's
   * refresh chain carries it, so ending the sign-in ends them all. A member's
   * own sign-in is a `sign_in_session` row; a login-as session's is its
   * `login_as_session` row.
   */
  signInSessionId: string;
}

export type AdminAccessLevel = 'read' | 'write';

/** What a login-as session token says about the admin behind it. */
export interface LoginAsClaims {
  adminId: number;
  adminAccessLevel: AdminAccessLevel;
  /** The `login_as_session` row; ending it ends every token of the session. */
  sessionId: string;
}

export interface LoginAsTokenClaims {
  memberId: number;
  adminId: number;
  jti: string;
  expiresAt: Date;
  /** The console session that minted it (null for a token without one, which is refused). */
  console: ConsoleSessionRef | null;
}

/** The support console session behind a login-as session: it ends when the console session does. */
export interface ConsoleSessionRef {
  jti: string;
  expiresAt: Date;
}

export interface AdminConsoleClaims {
  adminId: number;
  jti: string;
  expiresAt: Date;
}

/** A device where the member signed in with a password; `deviceId` names its own sign-in count. */
export interface DeviceClaims {
  memberId: number;
  deviceId: string;
}

export interface SsoClaims {
  memberId: number;
  jti: string;
  expiresAt: Date;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresIn: number;
  expiresAt: Date;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The token has expired' : 'The token is not valid');
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A signing key ready for use: its raw bytes (for MACs) and its WebCrypto key. */
interface LoadedKey {
  readonly id: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly cryptoKey: Promise<CryptoKey>;
}

/**
 * Signs and verifies the HS256 tokens. They differ by audience, so a
 * one-time SSO token can never be used as a bearer token and the other way
 * round. Every token names its key in the `kid` header: the first key signs,
 * every key verifies, so a new key is added, then made first, and the old
 * one removed once its tokens have expired, without signing anyone out.
 */
export class TokenService {
  private readonly keys: readonly LoadedKey[];

  /** `keys` from configuration (the first signs); a plain string is one key with the id "default" (tests, tools). */
  constructor(keys: string | readonly SigningKey[]) {
    const list = typeof keys === 'string' ? [{ id: 'default', secret: keys }] : keys;
    if (list.length === 0) throw new Error('TokenService needs at least one signing key');
    // The key is imported into WebCrypto once: given raw bytes, jose imports
    // them again on every call, which showed as a sixth of the CPU of a
    // member request under load.
    this.keys = list.map((key) => {
      const bytes = new TextEncoder().encode(key.secret);
      return {
        id: key.id,
        bytes,
        cryptoKey: globalThis.crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
      };
    });
  }

  /** The id of the key new tokens are signed with. */
  get signingKeyId(): string {
    return this.signingKey.id;
  }

  private get signingKey(): LoadedKey {
    return this.keys[0]!;
  }

  /** The key a token's header names; an unknown or missing `kid` matches none (the token is refused). */
  private readonly keyFor = async (header: JWSHeaderParameters): Promise<CryptoKey> => {
    const key = this.keys.find((candidate) => candidate.id === header.kid);
    if (!key) throw new InvalidTokenError('invalid');
    return key.cryptoKey;
  };

  private async sign(jwt: SignJWT): Promise<string> {
    const key = this.signingKey;
    return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id }).sign(await key.cryptoKey);
  }

  async issueSession(input: {
    memberId: number;
    sso: boolean;
    now: Date;
    authTime?: Date;
    loginAs?: LoginAsClaims | null;
    /** The sign-in's `sign_in_session` id; a login-as session's is its login-as session id. */
    signInSessionId: string;
  }): Promise<IssuedToken> {
    if (input.loginAs && input.signInSessionId !== input.loginAs.sessionId) {
      throw new Error('A login-as token belongs to its login-as session');
    }
    const jti = randomUUID();
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
    const token = await this.sign(
      new SignJWT({ sso: input.sso, auth_time: authTime, sid: input.signInSessionId, ...loginAs })
        .setIssuer(ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setSubject(String(input.memberId))
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds),
    );
    return { token, jti, expiresIn: expiresAtSeconds - issuedAt, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  async verifySession(token: string, now: Date): Promise<SessionClaims> {
    const payload = await this.verify(token, SESSION_AUDIENCE, now);
    const { sso, auth_time: authTime, iat, exp, sid } = payload;
    if (
      typeof sso !== 'boolean' ||
      typeof authTime !== 'number' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      typeof sid !== 'string' ||
      !UUID.test(sid)
    ) {
      throw new InvalidTokenError('invalid');
    }
    const loginAs = loginAsClaimsOf(payload);
    // A login-as token's sign-in is its login-as session; anything else was not issued here.
    if (loginAs && loginAs.sessionId !== sid) throw new InvalidTokenError('invalid');
    return {
      memberId: memberIdOf(payload.sub),
      jti: payload.jti as string,
      sso,
      issuedAt: new Date(iat * 1000),
      expiresAt: new Date(exp * 1000),
      authTime: new Date(authTime * 1000),
      loginAs,
      signInSessionId: sid,
    };
  }

  async issueSso(input: { memberId: number; now: Date }): Promise<IssuedToken> {
    const jti = randomUUID();
    const issuedAt = seconds(input.now);
    const expiresAtSeconds = issuedAt + SSO_TOKEN_LIFETIME_SECONDS;
    const token = await this.sign(
      new SignJWT({})
        .setIssuer(ISSUER)
        .setAudience(SSO_AUDIENCE)
        .setSubject(String(input.memberId))
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds),
    );
    return { token, jti, expiresIn: SSO_TOKEN_LIFETIME_SECONDS, expiresAt: new Date(expiresAtSeconds * 1000) };
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
    let payload: JWTPayload;
    try {
      const { payload: bytes, protectedHeader } = await compactVerify(token, this.keyFor, { algorithms: ['HS256'] });
      if (protectedHeader.alg !== 'HS256') throw new InvalidTokenError('invalid');
      payload = JSON.parse(new TextDecoder().decode(bytes)) as JWTPayload;
    } catch {
      throw new InvalidTokenError('invalid');
    }
    if (payload.iss !== ISSUER || payload.aud !== LOGIN_AS_AUDIENCE) throw new InvalidTokenError('invalid');
    return loginAsTokenClaimsOf(payload);
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

  async verifyTravel(token: string, now: Date): Promise<{ memberId: number; accountId: number; loginAs: TravelLoginAs | null }> {
    const payload = await this.verify(token, TRAVEL_AUDIENCE, now);
    const accountId = payload['account_id'];
    if (typeof accountId !== 'number' || !Number.isSafeInteger(accountId)) throw new InvalidTokenError('invalid');
    const loginAs = payload['login_as'];
    if (loginAs === undefined) return { memberId: memberIdOf(payload.sub), accountId, loginAs: null };
    const { admin_id: adminId, session_id: sessionId } = (loginAs ?? {}) as { admin_id?: unknown; session_id?: unknown };
    if (typeof adminId !== 'number' || !Number.isSafeInteger(adminId) || typeof sessionId !== 'string') throw new InvalidTokenError('invalid');
    return { memberId: memberIdOf(payload.sub), accountId, loginAs: { adminId, sessionId } };
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
    return macWith(this.signingKey.bytes, purpose, value);
  }

  /** Constant-time comparison of a presented value with {@link mac}, under any listed key (a rotation keeps open forms good). */
  verifyMac(purpose: string, value: string, presented: string): boolean {
    const actual = Buffer.from(presented);
    let matched = false;
    for (const key of this.keys) {
      const expected = Buffer.from(macWith(key.bytes, purpose, value));
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) matched = true;
    }
    return matched;
  }

  private async issueShortLived(
    audience: string,
    subject: string,
    claims: Record<string, unknown>,
    now: Date,
    lifetimeSeconds: number,
  ): Promise<IssuedToken> {
    const jti = randomUUID();
    const issuedAt = seconds(now);
    const expiresAtSeconds = issuedAt + lifetimeSeconds;
    const token = await this.sign(
      new SignJWT(claims)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(subject)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds),
    );
    return { token, jti, expiresIn: lifetimeSeconds, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  private async verify(token: string, audience: string, now: Date) {
    try {
      const { payload } = await jwtVerify(token, this.keyFor, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      if (typeof payload.jti !== 'string' || payload.jti.length === 0) throw new InvalidTokenError('invalid');
      return payload;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('expired');
      throw new InvalidTokenError('invalid');
    }
  }
}

function macWith(key: Uint8Array, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('base64url');
}

function memberIdOf(subject: string | undefined): number {
  const id = Number(subject);
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidTokenError('invalid');
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function loginAsClaimsOf(payload: JWTPayload): LoginAsClaims | null {
  const { admin_id: adminId, admin_access_level: level, login_as_session: sessionId } = payload;
  if (adminId === undefined && level === undefined && sessionId === undefined) return null;
  if (
    typeof adminId !== 'number' ||
    !Number.isSafeInteger(adminId) ||
    adminId <= 0 ||
    (level !== 'read' && level !== 'write') ||
    typeof sessionId !== 'string' ||
    !UUID.test(sessionId)
  ) {
    throw new InvalidTokenError('invalid');
  }
  return { adminId, adminAccessLevel: level, sessionId };
}

function loginAsTokenClaimsOf(payload: JWTPayload): LoginAsTokenClaims {
  const adminId = payload.admin_id;
  if (typeof adminId !== 'number' || !Number.isSafeInteger(adminId) || adminId <= 0) throw new InvalidTokenError('invalid');
  if (typeof payload.exp !== 'number' || typeof payload.jti !== 'string' || payload.jti.length === 0) {
    throw new InvalidTokenError('invalid');
  }
  const { console_session: consoleJti, console_exp: consoleExp } = payload;
  const console =
    typeof consoleJti === 'string' && consoleJti.length > 0 && typeof consoleExp === 'number'
      ? { jti: consoleJti, expiresAt: new Date(consoleExp * 1000) }
      : null;
  return { memberId: memberIdOf(payload.sub), adminId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), console };
}
