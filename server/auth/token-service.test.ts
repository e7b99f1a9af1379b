import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { InvalidTokenError, MAX_SESSION_AGE_SECONDS, TokenService } from './token-service';

const SECRET = 'x'.repeat(48);
const now = new Date('2026-03-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('session and single sign-on tokens', () => {
  const tokens = new TokenService(SECRET);

  it('a session token is HS256 with sub, jti, sso and a 3600 s lifetime', async () => {
    const issued = await tokens.issueSession({ memberId: 42, sso: true, now });
    expect(issued.expiresIn).toBe(3600);
    const claims = await tokens.verifySession(issued.token, later(10));
    expect(claims).toMatchObject({ memberId: 42, sso: true, jti: issued.jti });
    expect(claims.expiresAt.getTime() - claims.issuedAt.getTime()).toBe(3_600_000);
    expect(JSON.parse(Buffer.from(issued.token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('a session token is refused once expired', async () => {
    const issued = await tokens.issueSession({ memberId: 1, sso: false, now });
    await expect(tokens.verifySession(issued.token, later(3600 + 60))).rejects.toMatchObject({ reason: 'expired' });
  });

  it('a token signed with another secret is refused', async () => {
    const issued = await new TokenService('y'.repeat(48)).issueSession({ memberId: 1, sso: false, now });
    await expect(tokens.verifySession(issued.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('SSO tokens last 2 minutes and are not session tokens, nor the other way round', async () => {
    const sso = await tokens.issueSso({ memberId: 7, now });
    expect(decodeJwt(sso.token).aud).toBe('sso');
    expect((await tokens.verifySso(sso.token, later(60))).memberId).toBe(7);
    await expect(tokens.verifySso(sso.token, later(180))).rejects.toMatchObject({ reason: 'expired' });
    await expect(tokens.verifySession(sso.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
    const session = await tokens.issueSession({ memberId: 7, sso: false, now });
    await expect(tokens.verifySso(session.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refreshing keeps the sign-in time, and a session cannot be stretched past its maximum age', async () => {
    const refreshed = await tokens.issueSession({ memberId: 1, sso: false, now: later(MAX_SESSION_AGE_SECONDS - 600), authTime: now });
    expect(refreshed.expiresIn).toBe(600);
    const claims = await tokens.verifySession(refreshed.token, later(MAX_SESSION_AGE_SECONDS - 300));
    expect(claims.authTime).toEqual(now);
    const tooLate = await tokens.issueSession({ memberId: 1, sso: false, now: later(MAX_SESSION_AGE_SECONDS), authTime: now });
    expect(tooLate.expiresIn).toBeLessThanOrEqual(0);
  });
});
