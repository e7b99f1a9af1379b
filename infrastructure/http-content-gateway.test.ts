import { describe, expect, it } from 'vitest';
import { apiNavigationItem } from '../tests/fakes/api-fixtures';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpContentGateway } from './http-content-gateway';
import type { InlineGuestContent } from './inline-guest-content';
import { createProgrammeApiClient } from './openapi-client';

const flags = { isMemberVisible: true, isMemberEnabled: false, isLoginAsVisible: false, isLoginAsEnabled: true };

const apiItem = (overrides: Record<string, unknown> = {}) => ({ ...apiNavigationItem('Gift cards', '/shop'), ...flags, ...overrides });

const apiConfig = {
  footer: {
    link_lists: [{ title: 'Help', items: [{ title: 'FAQ', url: '/faq', new_tab: false, icon: null, ...flags }] }],
    logos: [{ title: 'Bank', url: 'https://bank.example', new_tab: true, icon: 'data:image/svg+xml;base64,PHN2Zy8+', ...flags }],
    legal: [],
  },
  broadcasts: [
    { slug: 's', title: 'T', description: 'D', link: { label: 'Get cash back', url: '/redeem/cash-back' }, segments: ['business'], pages: ['any'] },
    { slug: 'plain', title: 'T', description: 'D', link: null, segments: [], pages: ['home'] },
  ],
  external_urls: {
    programme_home: '/sandbox/programme-home',
    online_banking_sign_in: '/sandbox/online-banking',
    business_sign_in: '/sandbox/online-banking?card=business',
    commercial_sign_in: '/sandbox/online-banking?card=commercial',
    enrol: '/sandbox/enrol',
    join_now: '/sandbox/enrol',
    help: '/sandbox/help',
    sign_out: { personal: '/p', business: '/b', commercial: '/c', select: '/s', cav: '/v' },
  },
  partner_retailers: ['Best Buy'],
  mobile_app_user_agents: ['DemoBankMobile/'],
  guard_profile: 'reference',
};

function setUp(pageContent: InlineGuestContent | null = null) {
  const fetch = new ScriptedFetch();
  const client = createProgrammeApiClient({
    baseUrl: 'http://programme.test/api/v1',
    csrfToken: () => null,
    fetch: fetch.fetch,
  });
  return { fetch, gateway: new HttpContentGateway(client, 'demo', pageContent) };
}

describe('HttpContentGateway', () => {
  it('reads the guest configuration with the programme slug and maps it to the domain', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: apiConfig });
    const result = await gateway.loadConfig({ audience: 'guest', locale: 'fr-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/guest/program/demo/cms/config');
    expect(fetch.last.url.searchParams.get('locale')).toBe('fr-CA');
    if (!result.ok) throw new Error('expected a configuration');
    expect(result.config.footer.linkLists[0]?.items[0]).toEqual({ title: 'FAQ', url: '/faq', newTab: false, icon: null, ...flags });
    expect(result.config.footer.logos[0]?.newTab).toBe(true);
    expect(result.config.externalUrls).toMatchObject({ onlineBankingSignIn: '/sandbox/online-banking', joinNow: '/sandbox/enrol' });
    expect(result.config.externalUrls.signOut.business).toBe('/b');
    expect(result.config).toMatchObject({
      partnerRetailers: ['Best Buy'],
      mobileAppUserAgents: ['DemoBankMobile/'],
      guardProfile: 'reference',
    });
    expect(result.config.broadcasts.map((message) => message.link)).toEqual([{ label: 'Get cash back', url: '/redeem/cash-back' }, null]);
  });

  it('reads the member configuration without the programme slug', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: apiConfig });
    await gateway.loadConfig({ audience: 'member', locale: 'en-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/cms/config');
  });

  it('maps a menu tree with its children, flags and icon position', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, {
      data: [apiItem({ route: null, nodes: [apiItem({ title: 'Apple', route: null, url: 'https://apple.example', icon_position: 2 })] })],
    });
    const result = await gateway.loadMenu('navigation', { audience: 'guest', locale: 'en-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/guest/program/demo/cms/menu/navigation');
    if (!result.ok) throw new Error('expected a menu');
    const [parent] = result.items;
    expect(parent).toMatchObject({ title: 'Gift cards', route: null, iconPosition: 'before', ...flags });
    expect(parent?.children[0]).toMatchObject({ title: 'Apple', url: 'https://apple.example', iconPosition: 'after', children: [] });
  });

  it('reads which items need an access URL; an answer without the field means none does', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: [apiItem({ slug: 'maison-plus', signed_access: true }), apiItem({ slug: 'techhub' })] });
    const result = await gateway.loadMenu('navigation', { audience: 'member', locale: 'en-CA' });
    if (!result.ok) throw new Error('expected a menu');
    expect(result.items.map((item) => [item.slug, item.signedAccess])).toEqual([
      ['maison-plus', true],
      ['techhub', false],
    ]);
  });

  it('asks the member account menu by kind', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: [] });
    await gateway.loadMenu('account', { audience: 'member', locale: 'fr-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/cms/menu/account');
  });

  it('maps a page with its sections and dated slides', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, {
      data: {
        slug: 'home',
        title: 'Welcome',
        sections: [{ heading: null, paragraphs: ['p'], links: [{ label: 'FAQ', url: '/faq', is_external: false }] }],
        slides: [
          {
            id: 4,
            is_active: true,
            active_from: '2026-01-01T00:00:00Z',
            active_to: null,
            heading: 'H',
            body_message: 'B',
            button_text: 'Shop',
            button_url: '/shop',
            is_external: false,
            open_new_tab: false,
            image_lg: null,
            image_sm: null,
          },
        ],
        updated_at: '2026-02-01T00:00:00Z',
      },
    });
    const result = await gateway.loadPage('home', { audience: 'member', locale: 'en-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/cms/page');
    expect(fetch.last.url.searchParams.get('page_slug')).toBe('home');
    if (!result.ok) throw new Error('expected a page');
    expect(result.page.sections[0]).toEqual({
      heading: null,
      paragraphs: ['p'],
      links: [{ label: 'FAQ', url: '/faq', isExternal: false }],
    });
    expect(result.page.slides[0]).toMatchObject({
      id: 4,
      activeFrom: new Date('2026-01-01T00:00:00Z'),
      activeTo: null,
      buttonUrl: '/shop',
    });
    expect(result.page.updatedAt).toEqual(new Date('2026-02-01T00:00:00Z'));
  });

  it('reports a missing page as not found and a network failure as unavailable', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(404, { code: 'NOT_FOUND', message: 'No such page' }).failNetwork();
    expect(await gateway.loadPage('faq', { audience: 'guest', locale: 'en-CA' })).toEqual({
      ok: false,
      reason: 'not-found',
      detail: '404 NOT_FOUND No such page',
    });
    expect(await gateway.loadConfig({ audience: 'guest', locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('HttpContentGateway with the guest content the page came with', () => {
  // What the server put in the page: the demo programme's English guest content.
  const pageContent = {
    program: 'demo',
    locale: 'en-CA',
    config: { data: { ...apiConfig, partner_retailers: ['From the page'] } },
    navigation: { data: [apiItem({ title: 'From the page' })] },
  } as unknown as InlineGuestContent;
  const english = { audience: 'guest', locale: 'en-CA' } as const;

  it("answers the page's first guest configuration and navigation menu in its language without a call", async () => {
    const { fetch, gateway } = setUp(pageContent);
    const config = await gateway.loadConfig(english);
    const menu = await gateway.loadMenu('navigation', english);
    expect(fetch.sent).toHaveLength(0);
    expect(config).toMatchObject({ ok: true, config: { partnerRetailers: ['From the page'], guardProfile: 'reference' } });
    expect(menu).toMatchObject({ ok: true, items: [{ title: 'From the page', iconPosition: 'before', children: [] }] });
  });

  it('uses it once: the next configuration and menu come from the API', async () => {
    const { fetch, gateway } = setUp(pageContent);
    await gateway.loadConfig(english);
    await gateway.loadMenu('navigation', english);
    fetch.respondJson(200, { data: apiConfig }).respondJson(200, { data: [apiItem({ title: 'From the API' })] });
    expect(await gateway.loadConfig(english)).toMatchObject({ ok: true, config: { partnerRetailers: ['Best Buy'] } });
    expect(await gateway.loadMenu('navigation', english)).toMatchObject({ ok: true, items: [{ title: 'From the API' }] });
    expect(fetch.sent.map((request) => request.url.pathname)).toEqual([
      '/api/v1/guest/program/demo/cms/config',
      '/api/v1/guest/program/demo/cms/menu/navigation',
    ]);
  });

  it('never answers a member, another language or another programme, and a first request of those uses it up', async () => {
    for (const [request, pageProgram] of [
      [{ audience: 'member', locale: 'en-CA' }, 'demo'],
      [{ audience: 'guest', locale: 'fr-CA' }, 'demo'],
      [english, 'other-bank'],
    ] as const) {
      const { fetch, gateway } = setUp({ ...pageContent, program: pageProgram });
      fetch.respondJson(200, { data: apiConfig }).respondJson(200, { data: [] });
      expect(await gateway.loadConfig(request)).toMatchObject({ ok: true, config: { partnerRetailers: ['Best Buy'] } });
      expect(await gateway.loadMenu('navigation', request)).toEqual({ ok: true, items: [] });
      // Later, the guest English page asks the API too: the page's content is never an old answer.
      fetch.respondJson(200, { data: apiConfig }).respondJson(200, { data: [] });
      await gateway.loadConfig(english);
      await gateway.loadMenu('navigation', english);
      expect(fetch.sent, JSON.stringify(request)).toHaveLength(4);
    }
  });

  it('leaves other menus to the API and keeps the navigation menu for its own first request', async () => {
    const { fetch, gateway } = setUp(pageContent);
    fetch.respondJson(200, { data: [] });
    await gateway.loadMenu('account', english);
    expect(fetch.last.url.pathname).toBe('/api/v1/guest/program/demo/cms/menu/account');
    expect(await gateway.loadMenu('navigation', english)).toMatchObject({ ok: true, items: [{ title: 'From the page' }] });
    expect(fetch.sent).toHaveLength(1);
  });

  it('asks the API when the page content cannot be mapped', async () => {
    const broken = { ...pageContent, config: { data: {} }, navigation: { data: [{}] } } as unknown as InlineGuestContent;
    const { fetch, gateway } = setUp(broken);
    fetch.respondJson(200, { data: apiConfig }).respondJson(200, { data: [] });
    expect(await gateway.loadConfig(english)).toMatchObject({ ok: true, config: { partnerRetailers: ['Best Buy'] } });
    expect(await gateway.loadMenu('navigation', english)).toEqual({ ok: true, items: [] });
    expect(fetch.sent).toHaveLength(2);
  });
});
