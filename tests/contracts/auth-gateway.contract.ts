import type { AuthGateway } from '@application/ports/auth-gateway';
import type { IssuedSession } from '@application/ports/auth-gateway';
import { expect, it } from 'vitest';

/** One AuthGateway under test, and how to make it present an issued session (as the browser holding its cookie does). */
export interface AuthGatewaySubject {
  gateway: AuthGateway;
  present(session: IssuedSession | null): void;
  /** A one-time SSO token the gateway's backend will accept once. */
  issueSsoToken(): Promise<string>;
  /** A bank hand-off token (online banking's shortcut) for `elite`, which the backend will accept once. */
  issueHandoffToken(): Promise<string>;
}

/** What every AuthGateway must do, whatever is behind it (spec §7 authentication, §4 session). */
export function authGatewayContract(makeSubject: () => Promise<AuthGatewaySubject>): void {
  it('signs in with valid credentials and returns a session for the member with the 3600 s lifetime, and no token to the client', async () => {
    const { gateway } = await makeSubject();
    const result = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The token stays in the browser's httpOnly cookie (issue 24): nothing the page keeps holds it.
    expect(result.session).not.toHaveProperty('token');
    // Elite prefers English (demo data): the store lands in it at once.
    expect(result.session.preferredLocale).toBe('en-CA');
    expect(result.session.memberId).toBeGreaterThan(0);
    expect(result.session.expiresInSeconds).toBe(3600);
  });

  it('a failed sign-in is refused as invalid credentials', async () => {
    const { gateway } = await makeSubject();
    const result = await gateway.login({ username: 'elite', password: 'wrong-password' });
    expect(result).toMatchObject({ ok: false, reason: 'invalid-credentials' });
  });

  it('an unknown user is refused exactly like a wrong password', async () => {
    const { gateway } = await makeSubject();
    const unknown = await gateway.login({ username: 'nobody-here', password: 'Rewards#2026' });
    const wrong = await gateway.login({ username: 'elite', password: 'wrong-password' });
    expect(unknown).toEqual(wrong);
  });

  it('refresh renews the session of the presented token for the same member', async () => {
    const { gateway, present } = await makeSubject();
    const signedIn = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    if (!signedIn.ok) throw new Error('sign-in failed');
    present(signedIn.session);
    const renewed = await gateway.refresh();
    expect(renewed.ok).toBe(true);
    if (renewed.ok) expect(renewed.session.memberId).toBe(signedIn.session.memberId);
  });

  it('after logout the token can no longer be refreshed: the session is refused', async () => {
    const { gateway, present } = await makeSubject();
    const signedIn = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    if (!signedIn.ok) throw new Error('sign-in failed');
    present(signedIn.session);
    expect(await gateway.logout()).toEqual({ ok: true });
    const renewed = await gateway.refresh();
    expect(renewed.ok).toBe(false);
    expect(renewed).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('after signing out everywhere, no session of the member can be refreshed, the other sign-ins included', async () => {
    const { gateway, present } = await makeSubject();
    const elsewhere = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    const here = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    if (!elsewhere.ok || !here.ok) throw new Error('sign-in failed');
    present(here.session);
    expect(await gateway.logoutEverywhere()).toEqual({ ok: true });
    expect(await gateway.refresh()).toMatchObject({ ok: false, reason: 'unauthorized' });
    present(elsewhere.session);
    expect(await gateway.refresh()).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('a single sign-on token opens a session once and is refused the second time', async () => {
    const { gateway, issueSsoToken } = await makeSubject();
    const ssoToken = await issueSsoToken();
    const first = await gateway.authenticateSso(ssoToken);
    expect(first.ok).toBe(true);
    const second = await gateway.authenticateSso(ssoToken);
    expect(second.ok).toBe(false);
    expect(second).toMatchObject({ ok: false, reason: 'invalid-credentials' });
  });

  it('a bank hand-off token opens a session of its member once, whoever else is signed in here, and is refused the second time', async () => {
    const { gateway, present, issueHandoffToken } = await makeSubject();
    const elite = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    if (!elite.ok) throw new Error('sign-in failed');
    present(elite.session);
    const handoff = await issueHandoffToken();
    const first = await gateway.loginWithToken(handoff);
    expect(first.ok).toBe(true);
    if (first.ok) expect(first.session.memberId).toBe(elite.session.memberId);
    expect(await gateway.loginWithToken(handoff)).toMatchObject({ ok: false, reason: 'invalid-credentials' });
  });
}
