import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpLoginAsGateway } from '@infrastructure/http-login-as-gateway';
import { HttpPendingActionGateway } from '@infrastructure/http-pending-action-gateway';
import { describe } from 'vitest';
import { FakeLoginAsGateway } from '../fakes/fake-login-as-gateway';
import { FakePendingActionGateway, aPendingAction } from '../fakes/fake-pending-action-gateway';
import { loginAsGatewayContract, pendingActionGatewayContract } from './session-gateways.contract';
import { consoleLink } from './support/admin-console-link';
import { CookieJar, cookieJarClient } from './support/cookie-jar';
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

  /** A client with a cookie jar of its own, as one browser: the session a call opens is the one its next calls present. */
  const browserClient = () => cookieJarClient(`${server().url}/api/v1`, new CookieJar());

  const consoleLinkOf = (admin: string, member: string) => consoleLink(server().url, admin, member);

  describe('LoginAsGateway contract: the openapi-fetch adapter', () => {
    loginAsGatewayContract(async () => {
      return {
        gateway: new HttpLoginAsGateway(browserClient(), 'demo'),
        consoleLink: consoleLinkOf,
        // The jar already holds the cookie of the session the link opened.
        present: () => undefined,
      };
    });
  });

  describe('PendingActionGateway contract: the openapi-fetch adapter', () => {
    pendingActionGatewayContract(async () => ({
      gatewayFor: async (member) => {
        const client = browserClient();
        const signedIn = await new HttpAuthGateway(client, 'demo').login({ username: member, password: PASSWORD });
        if (!signedIn.ok) throw new Error(`sign-in of ${member} failed`);
        return new HttpPendingActionGateway(client);
      },
    }));
  });
});
