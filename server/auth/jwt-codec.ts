import { randomUUID } from 'node:crypto';
import { compactVerify, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { InvalidTokenError } from './token-claims';
import type { TokenKeyRing } from './token-key-ring';

const ISSUER = 'programme-api';
/** Small allowance for clocks of several API nodes that disagree a little. */
export const CLOCK_TOLERANCE_SECONDS = 5;

/** A moment as a JWT writes it: whole seconds since the epoch. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A token as signed: its id, and the moments it was issued and expires (in seconds, as in its claims). */
export interface SignedJwt {
  token: string;
  jti: string;
  issuedAt: number;
  expiresAtSeconds: number;
}

/**
 * The HS256 JWTs of the programme API, one audience each: signed with the
 * ring's first key (named in `kid`), verified under any listed key, always
 * with this issuer, a subject, a fresh id, and issue and expiry times.
 * {@link TokenService} says which claims each kind of token carries.
 */
export class JwtCodec {
  constructor(private readonly keys: TokenKeyRing) {}

  /** A token for `audience` about `subject`, issued `now`, expiring at `expiresAtSeconds`. */
  async sign(audience: string, subject: string, claims: Record<string, unknown>, now: Date, expiresAtSeconds: number): Promise<SignedJwt> {
    const jti = randomUUID();
    const issuedAt = epochSeconds(now);
    const token = await this.keys.sign(
      new SignJWT(claims)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(subject)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds),
    );
    return { token, jti, issuedAt, expiresAtSeconds };
  }

  /** The claims of a token of `audience` that is good at `now`; InvalidTokenError 'expired' or 'invalid' otherwise. */
  async verify(token: string, audience: string, now: Date): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys.keyFor, {
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

  /** The claims of a token of `audience` whose signature, issuer and audience are right, whatever its age. */
  async verifyAtAnyAge(token: string, audience: string): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      const { payload: bytes, protectedHeader } = await compactVerify(token, this.keys.keyFor, { algorithms: ['HS256'] });
      if (protectedHeader.alg !== 'HS256') throw new InvalidTokenError('invalid');
      payload = JSON.parse(new TextDecoder().decode(bytes)) as JWTPayload;
    } catch {
      throw new InvalidTokenError('invalid');
    }
    if (payload.iss !== ISSUER || payload.aud !== audience) throw new InvalidTokenError('invalid');
    return payload;
  }
}
