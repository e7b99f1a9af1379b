import { sessionFrom } from '@application/session/session';
import { HttpAccessUrlGateway } from '@infrastructure/http-access-url-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { describe } from 'vitest';
import { FakeAccessUrlGateway } from '../fakes/fake-access-url-gateway';
import { accessUrlGatewayContract } from './access-url-gateway.contract';
import { useRealProgrammeApi } from './support/real-programme-api';

describe('AccessUrlGateway contract: the fake used by use-case tests', () => {
  accessUrlGatewayContract(async () => ({
    gateway: new FakeAccessUrlGateway().withSignedItem('navigation', 'maison-plus', {
      en: '/sandbox/partner/maison-plus',
      fr: '/sandbox/partner/maison-plus?lang=fr',
    }),
    recognisedAt: async (url) => /access_token=fake-\d+$/.test(url),
  }));
});

describe('AccessUrlGateway contract: the openapi-fetch adapter against the real programme API', () => {
  const server = useRealProgrammeApi();

  accessUrlGatewayContract(async () => {
    const baseUrl = `${server().url}/api/v1`;
    const signIn = await new HttpAuthGateway(createProgrammeApiClient({ baseUrl, sessionStorage: { read: () => null } }), 'demo').login({
      username: 'elite',
      password: 'Rewards#2026',
    });
    if (!signIn.ok) throw new Error('sign-in failed');
    const session = sessionFrom(signIn.session, new Date(), false);
    return {
      gateway: new HttpAccessUrlGateway(createProgrammeApiClient({ baseUrl, sessionStorage: { read: () => session } })),
      // The sandbox partner greets the member it recognises.
      recognisedAt: async (url) => (await (await fetch(`${server().url}${url}`)).text()).includes('Welcome, Alex M.'),
    };
  });
});
