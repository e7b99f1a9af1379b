import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_CONSOLE_SESSION_SECONDS,
  InvalidTokenError,
  LOGIN_AS_TOKEN_LIFETIME_SECONDS,
  MAX_SESSION_AGE_SECONDS,
  TokenService,
} from './token-service';

const SECRET = 'x'.repeat(48);
const SID = '5d0c7a1e-3b2f-4e6d-8a9c-1f2e3d4c5b6a';
const now = new Date('2026-03-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('session and single sign-on tokens', () => {
  const tokens = new TokenService(SECRET);

  it('a session token is HS256 with sub, jti, sso and a 3600 s lifetime', async () => {
    const issued = await tokens.issueSession({ memberId: 42, sso: true, now, signInSessionId: SID });
    expect(issued.expiresIn).toBe(3600);
    const claims = await tokens.verifySession(issued.token, later(10));
    expect(claims).toMatchObject({ memberId: 42, sso: true, jti: issued.jti, signInSessionId: SID });
    expect(claims.expiresAt.getTime() - claims.issuedAt.getTime()).toBe(3_600_000);
    expect(JSON.parse(Buffer.from(issued.token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('a session token is refused once expired', async () => {
    const issued = await tokens.issueSession({ memberId: 1, sso: false, now, signInSessionId: SID });
    await expect(tokens.verifySession(issued.token, later(3600 + 60))).rejects.toMatchObject({ reason: 'expired' });
  });

  it('a session token verified before is refused once expired all the same, to the second jose would refuse it at', async () => {
    const issued = await tokens.issueSession({ memberId: 1, sso: false, now, signInSessionId: SID });
    expect((await tokens.verifySession(issued.token, now)).memberId).toBe(1);
    // The 5 s tolerance for nodes' clocks: still good 3604 s after, refused from 3605 s (exp + 5 s).
    expect((await tokens.verifySession(issued.token, later(3604))).memberId).toBe(1);
    await expect(tokens.verifySession(issued.token, later(3605))).rejects.toMatchObject({ reason: 'expired' });
    // A fresh service (nothing verified before) draws the line at the same second.
    const fresh = new TokenService('x'.repeat(48));
    expect((await fresh.verifySession(issued.token, later(3604))).memberId).toBe(1);
    await expect(new TokenService('x'.repeat(48)).verifySession(issued.token, later(3605))).rejects.toMatchObject({ reason: 'expired' });
  });

  it('a token altered after a verification of the genuine one is still refused: only the exact token is remembered', async () => {
    const issued = await tokens.issueSession({ memberId: 1, sso: false, now, signInSessionId: SID });
    await tokens.verifySession(issued.token, now);
    const [header, payload, signature] = issued.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url')}.${signature}`;
    await expect(tokens.verifySession(altered, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('a token signed with another secret is refused', async () => {
    const issued = await new TokenService('y'.repeat(48)).issueSession({ memberId: 1, sso: false, now, signInSessionId: SID });
    await expect(tokens.verifySession(issued.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('SSO tokens last 2 minutes and are not session tokens, nor the other way round', async () => {
    const sso = await tokens.issueSso({ memberId: 7, now });
    expect(decodeJwt(sso.token).aud).toBe('sso');
    expect((await tokens.verifySso(sso.token, later(60))).memberId).toBe(7);
    await expect(tokens.verifySso(sso.token, later(180))).rejects.toMatchObject({ reason: 'expired' });
    await expect(tokens.verifySession(sso.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
    const session = await tokens.issueSession({ memberId: 7, sso: false, now, signInSessionId: SID });
    await expect(tokens.verifySso(session.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refreshing keeps the sign-in time, and a session cannot be stretched past its maximum age', async () => {
    const refreshed = await tokens.issueSession({ memberId: 1, sso: false, now: later(MAX_SESSION_AGE_SECONDS - 600), authTime: now, signInSessionId: SID });
    expect(refreshed.expiresIn).toBe(600);
    const claims = await tokens.verifySession(refreshed.token, later(MAX_SESSION_AGE_SECONDS - 300));
    expect(claims.authTime).toEqual(now);
    const tooLate = await tokens.issueSession({ memberId: 1, sso: false, now: later(MAX_SESSION_AGE_SECONDS), authTime: now, signInSessionId: SID });
    expect(tooLate.expiresIn).toBeLessThanOrEqual(0);
  });

  it('a login-as session token carries the admin, the access level and the session; a member’s own has none', async () => {
    const loginAs = { adminId: 3, adminAccessLevel: 'read' as const, sessionId: '0b6f4c2e-8d1a-4f3b-9a57-2c4d6e8f0a1b' };
    const issued = await tokens.issueSession({ memberId: 42, sso: false, now, loginAs, signInSessionId: loginAs.sessionId });
    expect(decodeJwt(issued.token)).toMatchObject({ admin_id: 3, admin_access_level: 'read' });
    expect((await tokens.verifySession(issued.token, now)).loginAs).toEqual(loginAs);
    const own = await tokens.issueSession({ memberId: 42, sso: false, now, signInSessionId: SID });
    expect((await tokens.verifySession(own.token, now)).loginAs).toBeNull();
  });

  it('login-as tokens last 2 minutes, are neither session nor SSO tokens, and prove their origin after expiry', async () => {
    const loginAs = await tokens.issueLoginAs({ memberId: 7, adminId: 2, console: { jti: 'console-1', expiresAt: new Date(now.getTime() + 60_000) }, now });
    expect(decodeJwt(loginAs.token).aud).toBe('login-as');
    expect(await tokens.verifyLoginAs(loginAs.token, later(60))).toMatchObject({ memberId: 7, adminId: 2, jti: loginAs.jti });
    await expect(tokens.verifyLoginAs(loginAs.token, later(LOGIN_AS_TOKEN_LIFETIME_SECONDS + 10))).rejects.toMatchObject({
      reason: 'expired',
    });
    await expect(tokens.verifySession(loginAs.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifySso(loginAs.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
    expect((await tokens.verifyLoginAsOrigin(loginAs.token)).jti).toBe(loginAs.jti);
    const session = await tokens.issueSession({ memberId: 7, sso: false, now, signInSessionId: SID });
    await expect(tokens.verifyLoginAsOrigin(session.token)).rejects.toBeInstanceOf(InvalidTokenError);
    const foreign = await new TokenService('z'.repeat(48)).issueLoginAs({ memberId: 7, adminId: 2, console: { jti: 'console-1', expiresAt: new Date(now.getTime() + 60_000) }, now });
    await expect(tokens.verifyLoginAsOrigin(foreign.token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('an admin console session lasts 30 minutes and opens nothing else', async () => {
    const consoleSession = await tokens.issueAdminConsole({ adminId: 5, now });
    expect(consoleSession.expiresIn).toBe(ADMIN_CONSOLE_SESSION_SECONDS);
    expect((await tokens.verifyAdminConsole(consoleSession.token, later(60))).adminId).toBe(5);
    await expect(tokens.verifySession(consoleSession.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyLoginAs(consoleSession.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('a keyed hash verifies only for its purpose and value', () => {
    const mac = tokens.mac('form', 'abc');
    expect(tokens.verifyMac('form', 'abc', mac)).toBe(true);
    expect(tokens.verifyMac('form', 'abd', mac)).toBe(false);
    expect(tokens.verifyMac('other', 'abc', mac)).toBe(false);
    expect(tokens.verifyMac('form', 'abc', '')).toBe(false);
  });
});

describe('signing keys from configuration, named by key id', () => {
  const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
  const oldKey = { id: '2026-05', secret: 'o'.repeat(40) };
  const newKey = { id: '2026-11', secret: 'n'.repeat(40) };

  it('the first key signs and names itself in the kid header; every listed key verifies', async () => {
    const before = await new TokenService([oldKey]).issueSession({ memberId: 9, sso: false, now, signInSessionId: SID });
    expect(header(before.token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: '2026-05' });
    const rotated = new TokenService([newKey, oldKey]);
    expect(rotated.signingKeyId).toBe('2026-11');
    const after = await rotated.issueSession({ memberId: 9, sso: false, now, signInSessionId: SID });
    expect(header(after.token).kid).toBe('2026-11');
    // A token of the old key still verifies while the old key is listed: nobody is signed out by the rotation.
    expect((await rotated.verifySession(before.token, now)).memberId).toBe(9);
    await expect(new TokenService([newKey]).verifySession(before.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('a token whose kid names no listed key, or has no kid, is refused even with the right secret', async () => {
    const renamed = await new TokenService([{ id: 'other', secret: oldKey.secret }]).issueSession({ memberId: 9, sso: false, now, signInSessionId: SID });
    await expect(new TokenService([oldKey]).verifySession(renamed.token, now)).rejects.toBeInstanceOf(InvalidTokenError);
    const withoutKid = await new SignJWT({ sso: false, auth_time: Math.floor(now.getTime() / 1000), sid: SID })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('programme-api')
      .setAudience('programme-api')
      .setSubject('9')
      .setJti('no-kid')
      .setIssuedAt(now)
      .setExpirationTime(later(3600))
      .sign(new TextEncoder().encode(oldKey.secret));
    await expect(new TokenService([oldKey]).verifySession(withoutKid, now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('a keyed hash made with the previous key still verifies after a rotation, and not once the key is gone', () => {
    const mac = new TokenService([oldKey]).mac('form', 'abc');
    expect(new TokenService([newKey, oldKey]).verifyMac('form', 'abc', mac)).toBe(true);
    expect(new TokenService([newKey]).verifyMac('form', 'abc', mac)).toBe(false);
    expect(new TokenService([newKey, oldKey]).mac('form', 'abc')).toBe(new TokenService([newKey]).mac('form', 'abc'));
  });
});

describe('every session token names its sign-in (sid)', () => {
  const tokens = new TokenService(SECRET);
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ sso: false, auth_time: Math.floor(now.getTime() / 1000), ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: 'default' })
      .setIssuer('programme-api')
      .setAudience('programme-api')
      .setSubject('9')
      .setJti('a-token')
      .setIssuedAt(now)
      .setExpirationTime(later(3600))
      .sign(new TextEncoder().encode(SECRET));

  it('a session token without a sid, or with one that is not a UUID, is refused', async () => {
    expect((await tokens.verifySession(await sign({ sid: SID }), now)).signInSessionId).toBe(SID);
    await expect(tokens.verifySession(await sign({}), now)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifySession(await sign({ sid: 'not-a-uuid' }), now)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifySession(await sign({ sid: 42 }), now)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('a login-as token belongs to its login-as session: another sid is refused, and never issued', async () => {
    const loginAs = { admin_id: 3, admin_access_level: 'write', login_as_session: '0b6f4c2e-8d1a-4f3b-9a57-2c4d6e8f0a1b' };
    expect((await tokens.verifySession(await sign({ ...loginAs, sid: loginAs.login_as_session }), now)).signInSessionId).toBe(
      loginAs.login_as_session,
    );
    await expect(tokens.verifySession(await sign({ ...loginAs, sid: SID }), now)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(
      tokens.issueSession({
        memberId: 9,
        sso: false,
        now,
        loginAs: { adminId: 3, adminAccessLevel: 'write', sessionId: loginAs.login_as_session },
        signInSessionId: SID,
      }),
    ).rejects.toThrow(/login-as session/);
  });
});
