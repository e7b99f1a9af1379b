import { HttpAccountGateway, toAccount } from '@infrastructure/http-account-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpContentGateway, toContentConfig, toContentPage, toNavigationItem } from '@infrastructure/http-content-gateway';
import { HttpLoginAsGateway } from '@infrastructure/http-login-as-gateway';
import { HttpProfileGateway, toProfile } from '@infrastructure/http-profile-gateway';
import type { ProgrammeApiClient } from '@infrastructure/openapi-client';
import { describe } from 'vitest';
import { PENDING_ACTIONS, READ_ONLY } from '../fakes/failures';
import { FakeAccountGateway } from '../fakes/fake-account-gateway';
import { FakeContentGateway } from '../fakes/fake-content-gateway';
import { FakeProfileGateway } from '../fakes/fake-profile-gateway';
import { accountGatewayContract, contentGatewayContract, profileGatewayContract } from './member-gateways.contract';
import { consoleLink } from './support/admin-console-link';
import { apiAccount, apiContentConfig, apiContentPage, apiNavigationItem, apiProfile } from '../fakes/api-fixtures';
import { CookieJar, cookieJarClient } from './support/cookie-jar';
import { DEMO_PASSWORD } from './support/member-client';
import { useRealProgrammeApi } from './support/real-programme-api';

/** Alex's cards in the API's shape: three usable, one cancelled, one where Alex redeems for someone else. */
const alexApiAccounts = () => [
  apiAccount(11),
  apiAccount(12, { pooled_balance: 9_120, last_balance: 9_120 }),
  apiAccount(13, { pooled_balance: 0, last_balance: 0 }),
  apiAccount(14, { status: { code: 'CANCELED' } }),
  apiAccount(15, {
    account_members: [
      { member_id: 2, is_primary: true },
      { member_id: 1, is_primary: false },
    ],
  }),
];

describe('Member gateways contract: the fakes used by use-case tests', () => {
  accountGatewayContract(async () => ({
    gateway: new FakeAccountGateway(alexApiAccounts().map(toAccount)),
    memberId: 1,
    pendingGateway: new FakeAccountGateway().failWith(PENDING_ACTIONS),
  }));
  profileGatewayContract(async () => {
    const gateway = new FakeProfileGateway({ ok: true, profile: toProfile(apiProfile()) });
    const readOnlyGateway = new FakeProfileGateway({
      ok: true,
      profile: toProfile(apiProfile({ admin_id: 7, admin_access_level: 'read' })),
    });
    readOnlyGateway.updateFailure = READ_ONLY;
    return { gateway, readOnlyGateway };
  });
  contentGatewayContract(async () => {
    const gateway = new FakeContentGateway();
    const config = toContentConfig(apiContentConfig());
    gateway.config = { guest: config, member: config };
    const navigation = [apiNavigationItem('Shop', '/shop')].map(toNavigationItem);
    gateway.menus = {
      guest: { navigation, account: [] },
      member: { navigation, account: [apiNavigationItem('Orders', '/account/order-history')].map(toNavigationItem) },
    };
    gateway.pages.set('faq', toContentPage(apiContentPage('faq', 'Frequently asked questions'), 'faq'));
    const french = toContentPage(apiContentPage('faq', 'Foire aux questions'), 'faq');
    const english = gateway.pages.get('faq')!;
    gateway.loadPage = async (slug, request) => ({ ok: true, page: request.locale === 'fr-CA' ? french : { ...english, slug } });
    return { gateway };
  });
});

describe('Member gateways contract: the openapi-fetch adapters against the real programme API', () => {
  const server = useRealProgrammeApi();

  /** A client with a cookie jar of its own, as one browser: the session a call opens is the one its next calls present. */
  const browserClient = (): ProgrammeApiClient => cookieJarClient(`${server().url}/api/v1`, new CookieJar());

  async function signedIn(member: string): Promise<{ client: ProgrammeApiClient; memberId: number }> {
    const client = browserClient();
    const result = await new HttpAuthGateway(client, 'demo').login({ username: member, password: DEMO_PASSWORD });
    if (!result.ok) throw new Error(`sign-in of ${member} failed: ${result.detail}`);
    return { client, memberId: result.session.memberId };
  }

  async function loggedInAs(admin: string, member: string): Promise<ProgrammeApiClient> {
    const client = browserClient();
    const opened = await new HttpLoginAsGateway(client, 'demo').logInAs(await consoleLink(server().url, admin, member));
    if (!opened.ok) throw new Error(`login-as failed: ${opened.detail}`);
    return client;
  }

  accountGatewayContract(async () => {
    const elite = await signedIn('elite');
    const pending = await signedIn('pending');
    return {
      gateway: new HttpAccountGateway(elite.client),
      memberId: elite.memberId,
      pendingGateway: new HttpAccountGateway(pending.client),
    };
  });
  profileGatewayContract(async () => ({
    gateway: new HttpProfileGateway((await signedIn('elite')).client),
    readOnlyGateway: new HttpProfileGateway(await loggedInAs('auditor', 'elite')),
  }));
  contentGatewayContract(async () => ({ gateway: new HttpContentGateway((await signedIn('elite')).client, 'demo') }));
});
