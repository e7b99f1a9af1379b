import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Session lifetime in seconds (spec §9: token default lifetime 3600 s). */
export const SESSION_LIFETIME_SECONDS = 3600;
/** One-time single sign-on tokens only have to survive a redirect. */
export const SSO_TOKEN_LIFETIME_SECONDS = 120;
/**
 * Refreshing extends a session by a full lifetime each time; this caps how long
 * one sign-in can be stretched, so a stolen token cannot be kept alive forever.
 */
export const MAX_SESSION_AGE_SECONDS = 12 * 3600;

const ISSUER = 'programme-api';
const SESSION_AUDIENCE = 'programme-api';
const SSO_AUDIENCE = 'sso';
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

/**
 * Signs and verifies the two kinds of HS256 tokens. They differ by audience,
 * so a one-time SSO token can never be used as a bearer token and the other
 * way round.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async issueSession(input: { memberId: number; sso: boolean; now: Date; authTime?: Date }): Promise<IssuedToken> {
    const jti = randomUUID();
    const issuedAt = seconds(input.now);
    const authTime = input.authTime ? seconds(input.authTime) : issuedAt;
    // A refreshed session never outlives its sign-in by more than the maximum age.
    const expiresAtSeconds = Math.min(issuedAt + SESSION_LIFETIME_SECONDS, authTime + MAX_SESSION_AGE_SECONDS);
    const token = await new SignJWT({ sso: input.sso, auth_time: authTime })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setSubject(String(input.memberId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { token, jti, expiresIn: expiresAtSeconds - issuedAt, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  async verifySession(token: string, now: Date): Promise<SessionClaims> {
    const payload = await this.verify(token, SESSION_AUDIENCE, now);
    const { sso, auth_time: authTime, iat, exp } = payload;
    if (typeof sso !== 'boolean' || typeof authTime !== 'number' || typeof iat !== 'number' || typeof exp !== 'number') {
      throw new InvalidTokenError('invalid');
    }
    return {
      memberId: memberIdOf(payload.sub),
      jti: payload.jti as string,
      sso,
      issuedAt: new Date(iat * 1000),
      expiresAt: new Date(exp * 1000),
      authTime: new Date(authTime * 1000),
    };
  }

  async issueSso(input: { memberId: number; now: Date }): Promise<IssuedToken> {
    const jti = randomUUID();
    const issuedAt = seconds(input.now);
    const expiresAtSeconds = issuedAt + SSO_TOKEN_LIFETIME_SECONDS;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(SSO_AUDIENCE)
      .setSubject(String(input.memberId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { token, jti, expiresIn: SSO_TOKEN_LIFETIME_SECONDS, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  async verifySso(token: string, now: Date): Promise<SsoClaims> {
    const payload = await this.verify(token, SSO_AUDIENCE, now);
    if (typeof payload.exp !== 'number') throw new InvalidTokenError('invalid');
    return { memberId: memberIdOf(payload.sub), jti: payload.jti as string, expiresAt: new Date(payload.exp * 1000) };
  }

  private async verify(token: string, audience: string, now: Date) {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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

function memberIdOf(subject: string | undefined): number {
  const id = Number(subject);
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidTokenError('invalid');
  return id;
}
