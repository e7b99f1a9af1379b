import type { IssuedSession } from '@application/ports/auth-gateway';
import { sessionFrom } from '@application/session/session';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpLoginAsGateway } from '@infrastructure/http-login-as-gateway';
import { HttpPendingActionGateway } from '@infrastructure/http-pending-action-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { describe } from 'vitest';
import { FakeLoginAsGateway } from '../fakes/fake-login-as-gateway';
import { FakePendingActionGateway, aPendingAction } from '../fakes/fake-pending-action-gateway';
import { loginAsGatewayContract, pendingActionGatewayContract } from './session-gateways.contract';
import { useRealProgrammeApi } from './support/real-programme-api';

const PASSWORD = 'Rewards#2026';

describe('LoginAsGateway contract: the fake used by use-case tests', () => {
  loginAsGatewayContract(async () => {
    const gateway = new FakeLoginAsGateway();
    let next = 0;
    return {
      gateway,
      present: () => undefined,
      consoleLink: async (admin, member) => {
        next += 1;
        const link = { userAccount: member, token: `link-${next}` };
        gateway.withLink(link.userAccount, link.token, 1, admin === 'admin' ? 1 : 2);
        return link;
      },
    };
  });
});

describe('PendingActionGateway contract: the fake used by use-case tests', () => {
  pendingActionGatewayContract(async () => ({
    gatewayFor: async (member) => new FakePendingActionGateway(member === 'pending' ? [aPendingAction()] : []),
  }));
});

describe('Session gateways against the real programme API', () => {
  const server = useRealProgrammeApi();

  /** A client presenting whatever session `presented` holds. */
  function clientPresenting(presented: { session: IssuedSession | null }) {
    return createProgrammeApiClient({
      baseUrl: `${server().url}/api/v1`,
      sessionStorage: { load: () => (presented.session ? sessionFrom(presented.session, new Date(), false) : null) },
    });
  }

  /** The sandbox console: an agent signs in, then "open the store as" redirects to /login-as with a one-time link. */
  async function consoleLink(admin: string, member: string): Promise<{ userAccount: string; token: string }> {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const signIn = await fetch(`${server().url}/sandbox/admin/sign-in`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ username: admin, password: PASSWORD, lang: 'en' }),
      redirect: 'manual',
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await (await fetch(`${server().url}/sandbox/admin`, { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const open = await fetch(`${server().url}/sandbox/admin/login-as`, {
      method: 'POST',
      headers: { ...form, cookie },
      body: new URLSearchParams({ user_account: member, csrf, lang: 'en' }),
      redirect: 'manual',
    });
    const query = new URL(open.headers.get('location') ?? '', server().url).searchParams;
    const token = query.get('token');
    if (!token) throw new Error(`the console gave no login-as link: ${open.status}`);
    return { userAccount: query.get('user_account') ?? member, token };
  }

  describe('LoginAsGateway contract: the openapi-fetch adapter', () => {
    loginAsGatewayContract(async () => {
      const presented: { session: IssuedSession | null } = { session: null };
      return {
        gateway: new HttpLoginAsGateway(clientPresenting(presented), 'demo'),
        consoleLink,
        present: (session) => {
          presented.session = session;
        },
      };
    });
  });

  describe('PendingActionGateway contract: the openapi-fetch adapter', () => {
    pendingActionGatewayContract(async () => ({
      gatewayFor: async (member) => {
        const presented: { session: IssuedSession | null } = { session: null };
        const signedIn = await new HttpAuthGateway(clientPresenting(presented), 'demo').login({ username: member, password: PASSWORD });
        if (!signedIn.ok) throw new Error(`sign-in of ${member} failed`);
        presented.session = signedIn.session;
        return new HttpPendingActionGateway(clientPresenting(presented));
      },
    }));
  });
});
