import type { JWTPayload } from 'jose';

/** What each kind of token says once verified, and why a token is refused. */

/** The admin and login-as session a travel token was got in, when an admin acts for the member. */
export interface TravelLoginAs {
  adminId: number;
  sessionId: string;
}

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

/** A session token just issued, with whose it is: what the store is told, and the sign-in its CSRF token is made from. */
export interface IssuedSessionToken extends IssuedToken {
  memberId: number;
  /** The admin behind a login-as session; null for a member's own. */
  adminId: number | null;
  signInSessionId: string;
}

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The token has expired' : 'The token is not valid');
  }
}

export function memberIdOf(subject: string | undefined): number {
  const id = Number(subject);
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidTokenError('invalid');
  return id;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loginAsClaimsOf(payload: JWTPayload): LoginAsClaims | null {
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

export function loginAsTokenClaimsOf(payload: JWTPayload): LoginAsTokenClaims {
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

/** A session token's claims, refused unless every one is present and well formed. */
export function sessionClaimsOf(payload: JWTPayload): SessionClaims {
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

/** A travel partner token's member, card and, when an admin acts for the member, who. */
export interface TravelClaims {
  memberId: number;
  accountId: number;
  loginAs: TravelLoginAs | null;
}

export function travelClaimsOf(payload: JWTPayload): TravelClaims {
  const accountId = payload['account_id'];
  if (typeof accountId !== 'number' || !Number.isSafeInteger(accountId)) throw new InvalidTokenError('invalid');
  const loginAs = payload['login_as'];
  if (loginAs === undefined) return { memberId: memberIdOf(payload.sub), accountId, loginAs: null };
  const { admin_id: adminId, session_id: sessionId } = (loginAs ?? {}) as { admin_id?: unknown; session_id?: unknown };
  if (typeof adminId !== 'number' || !Number.isSafeInteger(adminId) || typeof sessionId !== 'string') throw new InvalidTokenError('invalid');
  return { memberId: memberIdOf(payload.sub), accountId, loginAs: { adminId, sessionId } };
}
