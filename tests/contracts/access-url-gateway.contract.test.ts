import { HttpAccessUrlGateway } from '@infrastructure/http-access-url-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { describe } from 'vitest';
import { FakeAccessUrlGateway } from '../fakes/fake-access-url-gateway';
import { accessUrlGatewayContract } from './access-url-gateway.contract';
import { CookieJar, cookieJarClient } from './support/cookie-jar';
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
    const client = cookieJarClient(baseUrl, new CookieJar());
    const signIn = await new HttpAuthGateway(client, 'demo').login({ username: 'elite', password: 'Rewards#2026' });
    if (!signIn.ok) throw new Error('sign-in failed');
    return {
      gateway: new HttpAccessUrlGateway(client),
      // The sandbox partner greets the member it recognises.
      recognisedAt: async (url) => (await (await fetch(`${server().url}${url}`)).text()).includes('Welcome, Alex M.'),
    };
  });
});
