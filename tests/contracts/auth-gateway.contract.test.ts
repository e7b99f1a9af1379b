import type { AuthGateway } from '@application/ports/auth-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { SIGN_IN_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { describe, expect, it } from 'vitest';
import { FakeAuthGateway } from '../fakes/fake-auth-gateway';
import { authGatewayContract } from './auth-gateway.contract';
import { CookieJar, SessionShelf, cookieJarClient } from './support/cookie-jar';
import { useRealProgrammeApi } from './support/real-programme-api';

describe('AuthGateway contract: the fake used by use-case tests', () => {
  authGatewayContract(async () => {
    const gateway = new FakeAuthGateway().withMember('elite', 'Rewards#2026', 1, 'en-CA');
    let next = 0;
    return {
      gateway,
      present: () => undefined,
      issueSsoToken: async () => {
        next += 1;
        gateway.ssoTokens.set(`sso-${next}`, 1);
        return `sso-${next}`;
      },
      issueHandoffToken: async () => {
        next += 1;
        const token = `handoff-${next}`.padEnd(43, 'x');
        gateway.handoffTokens.set(token, 1);
        return token;
      },
    };
  });
});

describe('AuthGateway contract: the openapi-fetch adapter against the real programme API', () => {
  const server = useRealProgrammeApi();

  authGatewayContract(async () => {
    // The browser's part: the session's cookies, kept per session so an earlier one can be put back.
    const jar = new CookieJar();
    const shelf = new SessionShelf(jar);
    const adapter = new HttpAuthGateway(cookieJarClient(`${server().url}/api/v1`, jar), 'demo');
    const gateway: AuthGateway = {
      login: async (credentials) => shelf.keep(await adapter.login(credentials)),
      logout: () => adapter.logout(),
      logoutEverywhere: () => adapter.logoutEverywhere(),
      refresh: async () => shelf.keep(await adapter.refresh()),
      authenticateSso: async (token) => shelf.keep(await adapter.authenticateSso(token)),
      loginWithToken: async (token) => shelf.keep(await adapter.loginWithToken(token)),
    };
    return {
      gateway,
      present: (session) => shelf.present(session),
      // The sandbox online banking signs the member in and redirects to /sso/<one-time token>.
      issueSsoToken: async () => {
        const response = await fetch(`${server().url}/sandbox/online-banking`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'elite', password: 'Rewards#2026' }),
          redirect: 'manual',
        });
        const location = response.headers.get('location') ?? '';
        const token = location.split('/sso/')[1];
        if (!token) throw new Error(`the sandbox did not redirect to /sso/: ${response.status} ${location}`);
        return decodeURIComponent(token);
      },
      // Online banking's shortcut asks the programme for a hand-off token: /sso/<token>?action=<page>.
      issueHandoffToken: async () => {
        const response = await fetch(`${server().url}/sandbox/online-banking`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'elite', password: 'Rewards#2026', shortcut: 'pay-with-rewards' }),
          redirect: 'manual',
        });
        const location = response.headers.get('location') ?? '';
        const token = /\/sso\/([^?]+)\?/.exec(location)?.[1];
        if (!token) throw new Error(`the sandbox did not redirect to /sso/<hand-off>: ${response.status} ${location}`);
        return token;
      },
    };
  });

  it('a paused sign-in (429 TOO_MANY_SIGN_IN_ATTEMPTS) reaches the application as too many attempts', async () => {
    const client = createProgrammeApiClient({ baseUrl: `${server().url}/api/v1`, csrfToken: () => null });
    const gateway = new HttpAuthGateway(client, 'demo');
    const credentials = { username: 'paused-by-contract-test', password: 'wrong-password' };
    for (let attempt = 0; attempt < SIGN_IN_THROTTLE.maxAttempts; attempt += 1) await gateway.login(credentials);
    expect(await gateway.login(credentials)).toMatchObject({ ok: false, reason: 'too-many-attempts' });
  });
});
