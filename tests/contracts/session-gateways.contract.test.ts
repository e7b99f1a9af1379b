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
import { consoleLink } from './support/admin-console-link';
import { DEMO_PASSWORD as PASSWORD } from './support/member-client';
import { useRealProgrammeApi } from './support/real-programme-api';

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
      sessionStorage: { read: () => (presented.session ? sessionFrom(presented.session, new Date(), false) : null) },
    });
  }

  const consoleLinkOf = (admin: string, member: string) => consoleLink(server().url, admin, member);

  describe('LoginAsGateway contract: the openapi-fetch adapter', () => {
    loginAsGatewayContract(async () => {
      const presented: { session: IssuedSession | null } = { session: null };
      return {
        gateway: new HttpLoginAsGateway(clientPresenting(presented), 'demo'),
        consoleLink: consoleLinkOf,
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
