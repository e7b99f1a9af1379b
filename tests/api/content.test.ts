import { SHIPPING_TICKER_SLUG } from '@rewards-storefront/domain/content/broadcast';
import { CONTENT_PAGE_SLUGS } from '@rewards-storefront/domain/content/content-page';
import type { ContentPage, NavigationItem, ContentConfig } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

const GUEST = '/api/v1/guest/program/demo/cms';

describe('the content service (spec §7 content calls)', () => {
  const t = useTestApp();
  const token = useSignedIn(t, 'elite');

  async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode, `${url} → ${response.body}`).toBe(200);
    return response.json<{ data: T }>().data;
  }

  const page = (slug: string, locale?: string) =>
    get<ContentPage>(`${GUEST}/page?page_slug=${slug}${locale ? `&locale=${locale}` : ''}`);
  const menu = (kind: string, locale?: string) => get<NavigationItem[]>(`${GUEST}/menu/${kind}${locale ? `?locale=${locale}` : ''}`);
  const config = (locale?: string) => get<ContentConfig>(`${GUEST}/config${locale ? `?locale=${locale}` : ''}`);

  describe('pages', () => {
    it('every page of the storefront exists in English (the default) and in French', async () => {
      for (const slug of CONTENT_PAGE_SLUGS) {
        const english = await page(slug);
        const french = await page(slug, 'fr-CA');
        expect(english.slug).toBe(slug);
        expect(english.sections.length, slug).toBeGreaterThan(0);
        expect(french.title, slug).not.toBe(english.title);
        expect(french.sections.map((section) => section.paragraphs.length)).toEqual(
          english.sections.map((section) => section.paragraphs.length),
        );
        expect(Date.parse(english.updated_at)).not.toBeNaN();
        expect(await page(slug, 'en-CA')).toEqual(english);
      }
    });

    it('the examples page sends the statement credit to cash back and gift cards to their catalogue (issue 21)', async () => {
      const examples = await page('examples');
      const links = examples.sections.flatMap((section) => section.links.map((link) => [link.label, link.url]));
      expect(links).toEqual([
        ['Shop gift cards', '/shop?catalogue=gift-cards'],
        ['Get cash back', '/redeem/cash-back'],
        ['Shop merchandise', '/shop'],
        ['See charities', '/charitable-donations'],
      ]);
      const french = await page('examples', 'fr-CA');
      expect(french.sections[1]!.links[0]).toMatchObject({ label: 'Obtenir une remise en argent', url: '/redeem/cash-back' });
    });

    it('the credit-card listing and promotions pages of spec §2 list the cards to apply for and the promotion groups to shop, in both languages', async () => {
      const cards = await page('credit-cards');
      expect(cards.title).toBe('Our credit cards');
      expect(cards.sections.map((section) => section.heading)).toEqual(['Earn points with every purchase', 'Elite', 'Premier World', 'Cash Rewards', 'Advance', 'Business']);
      expect(cards.sections[1]!.links).toEqual([{ label: 'Apply for the Elite card', url: '/sandbox/bank', is_external: true }]);
      const cartes = await page('credit-cards', 'fr-CA');
      expect(cartes.title).toBe('Nos cartes de crédit');
      expect(cartes.sections[1]!.links[0]!.label).toBe('Demander la carte Élite');
      const promotions = await page('promotions');
      expect(promotions.title).toBe('Current promotions');
      expect(promotions.sections.flatMap((section) => section.links.map((link) => [link.url, link.is_external]))).toEqual([
        ['/shop?promotion=on-sale', false],
        ['/shop?promotion=new-arrivals', false],
        ['/shop?promotion=staff-picks', false],
        ['/shop?catalogue=gift-cards', false],
      ]);
      expect((await page('promotions', 'fr-CA')).title).toBe('Promotions en cours');
    });

    it('the footer links to the promotions and credit-card pages', async () => {
      const rewards = (await config()).footer.link_lists[0]!.items.map((item) => [item.title, item.url]);
      expect(rewards).toEqual(expect.arrayContaining([['Promotions', '/promotions'], ['Our credit cards', '/credit-cards']]));
      const french = (await config('fr-CA')).footer.link_lists[0]!.items.map((item) => [item.title, item.url]);
      expect(french).toEqual(expect.arrayContaining([['Nos cartes de crédit', '/credit-cards']]));
    });

    it('no seeded link names a catalogue with the old ?catalog= parameter', async () => {
      const everything = JSON.stringify([
        await menu('navigation'),
        await config(),
        ...(await Promise.all(CONTENT_PAGE_SLUGS.map((slug) => page(slug)))),
      ]);
      expect(everything).toContain('catalogue=gift-cards');
      expect(everything).not.toMatch(/[?&]catalog=/);
    });

    it('the FAQ answers in French and links to the account, order history, addresses and transactions', async () => {
      const faq = await page('faq', 'fr-CA');
      expect(faq.title).toBe('Foire aux questions');
      expect(faq.sections[0]?.heading).toBe('Comment puis-je consulter mon solde de points\u202f?');
      const urls = faq.sections.flatMap((section) => section.links.map((link) => link.url));
      expect(urls).toEqual(expect.arrayContaining(['/account', '/account/order-history', '/account/address', '/account/transactions']));
      expect(faq.sections.flatMap((section) => section.links).every((link) => !link.is_external)).toBe(true);
    });

    it('customer support gives phone numbers and hours', async () => {
      const support = (await page('customer-support')).sections.flatMap((section) => section.paragraphs).join('\n');
      expect(support).toMatch(/1-800-555-\d{4}/);
      expect(support).toContain('Monday to Friday');
      const french = (await page('customer-support', 'fr-CA')).sections.flatMap((section) => section.paragraphs).join('\n');
      expect(french).toContain('Du lundi au vendredi');
    });

    it('the home page has three slides with generated art; one is out of its window, and they are all sent', async () => {
      const home = await page('home', 'fr-CA');
      expect(home.slides).toHaveLength(3);
      const now = Date.now();
      const live = home.slides.filter(
        (slide) =>
          slide.is_active &&
          (slide.active_from === null || Date.parse(slide.active_from) <= now) &&
          (slide.active_to === null || Date.parse(slide.active_to) > now),
      );
      expect(live).toHaveLength(2);
      expect(home.slides[0]).toMatchObject({ heading: 'Voyagez avec vos points', button_url: '/travel-miles', is_external: false });
      for (const slide of home.slides) {
        for (const image of [slide.image_lg, slide.image_sm]) {
          expect(image).toMatch(/^\/media\/slides\/[a-z-]+\/(lg|sm)\.svg$/);
          const art = await t.app.inject({ url: image! });
          expect(art.statusCode).toBe(200);
          expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
        }
      }
      expect((await t.app.inject({ url: '/media/slides/nothing/lg.svg' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/media/slides/travel/xl.svg' })).statusCode).toBe(404);
    });

    it('French falls back to English only where the French text is missing', async () => {
      await t.db.pool.query("UPDATE content_page SET title_fr = NULL WHERE slug = 'examples'");
      const french = await page('examples', 'fr-CA');
      expect(french.title).toBe('Redemption examples');
      expect(french.sections[0]?.heading).toBe('Une carte-cadeau');
      await t.db.pool.query("UPDATE content_page SET title_fr = 'Exemples d’échange' WHERE slug = 'examples'");
    });

    it('an unknown page slug is 400, an unknown programme 404, a page the programme lacks 404', async () => {
      const unknownSlug = await t.app.inject({ url: `${GUEST}/page?page_slug=careers` });
      expect(unknownSlug.statusCode).toBe(400);
      expect(errorBody(unknownSlug).errors?.[0]?.field).toBe('page_slug');
      const missingSlug = await t.app.inject({ url: `${GUEST}/page` });
      expect(missingSlug.statusCode).toBe(400);
      const wrongProgramme = await t.app.inject({ url: '/api/v1/guest/program/other-bank/cms/page?page_slug=faq' });
      expect(wrongProgramme.statusCode).toBe(404);
      expect(errorBody(wrongProgramme).code).toBe('NOT_FOUND');
      const badLocale = await t.app.inject({ url: `${GUEST}/page?page_slug=faq&locale=de-DE` });
      expect(badLocale.statusCode).toBe(400);
    });

    it('members read pages with their token; without one the member call is 401', async () => {
      const member = await get<ContentPage>('/api/v1/member/cms/page?page_slug=program-rules&locale=fr-CA', bearer(token()));
      expect(member.title).toBe('Règlement du programme');
      expect((await t.app.inject({ url: '/api/v1/member/cms/page?page_slug=faq' })).statusCode).toBe(401);
    });
  });

  describe('menus', () => {
    it('the navigation has the Shop dropdown with the catalogues and two partner retailers, then Travel, Pay with Rewards, Direct deposit', async () => {
      const navigation = await menu('navigation');
      expect(navigation.map((item) => item.title)).toEqual(['Shop', 'Travel', 'Pay with Rewards', 'Direct deposit']);
      const shop = navigation[0]!;
      expect(shop.route).toBeNull();
      expect(shop.nodes.map((item) => [item.title, item.route ?? item.url])).toEqual([
        ['Merchandise', '/shop'],
        ['Gift cards', '/shop?catalogue=gift-cards'],
        ['Financial rewards', '/financial-rewards'],
        ['Cash back', '/redeem/cash-back'],
        ['Charitable donations', '/charitable-donations'],
        ['TechHub', '/sandbox/partner/techhub'],
        ['Maison Plus', '/sandbox/partner/maison-plus'],
      ]);
      expect(navigation.slice(1).map((item) => item.route)).toEqual(['/travel-miles', '/pay-with-rewards', '/direct-deposit']);
    });

    it('items carry the member and login-as flags, new tab, icon and icon position', async () => {
      const navigation = await menu('navigation');
      const all = navigation.flatMap((item) => [item, ...item.nodes]);
      for (const item of all) {
        for (const flag of ['isMemberVisible', 'isMemberEnabled', 'isLoginAsVisible', 'isLoginAsEnabled'] as const) {
          expect(typeof item[flag]).toBe('boolean');
        }
      }
      const bySlug = new Map(all.map((item) => [item.slug, item]));
      expect(bySlug.get('direct-deposit')).toMatchObject({ isLoginAsVisible: false, isMemberVisible: true });
      expect(bySlug.get('pay-with-rewards')).toMatchObject({ isLoginAsEnabled: false, isLoginAsVisible: true });
      expect(bySlug.get('techhub')).toMatchObject({ new_tab: true, route: null });
      expect(bySlug.get('travel')?.icon).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(bySlug.get('travel')?.icon_position).toBe(1);
      const svg = Buffer.from(bySlug.get('travel')!.icon!.split(',')[1]!, 'base64').toString('utf8');
      expect(svg).toContain('<svg');
    });

    it('the French navigation is translated, and partner URLs open the French sandbox pages', async () => {
      const navigation = await menu('navigation', 'fr-CA');
      expect(navigation.map((item) => item.title)).toEqual(['Boutique', 'Voyages', 'Payer avec des points', 'Dépôt direct']);
      expect(navigation[0]!.nodes.find((item) => item.slug === 'techhub')?.url).toBe('/sandbox/partner/techhub?lang=fr');
    });

    it('the account menu links the account pages; changing the password is hidden in login-as mode', async () => {
      const account = await menu('account');
      expect(account.map((item) => item.route)).toEqual([
        '/account',
        '/account/order-history',
        '/account/address',
        '/account/wishlist',
        '/account/best-value',
        '/account/transactions',
        '/account/points-statement',
        '/account/my-itinerary',
        '/account/reset-password',
      ]);
      expect(account.find((item) => item.slug === 'change-password')?.isLoginAsVisible).toBe(false);
      expect((await menu('account', 'fr-CA'))[0]?.title).toBe('Mon compte');
    });

    it('an unknown menu kind is 400; members get the same menus with their token', async () => {
      const unknown = await t.app.inject({ url: `${GUEST}/menu/sidebar` });
      expect(unknown.statusCode).toBe(400);
      expect(errorBody(unknown).errors?.[0]?.field).toBe('kind');
      const member = await get<NavigationItem[]>('/api/v1/member/cms/menu/navigation', bearer(token()));
      expect(member).toEqual(await menu('navigation'));
      expect((await t.app.inject({ url: '/api/v1/guest/program/nope/cms/menu/navigation' })).statusCode).toBe(404);
    });
  });

  describe('configuration', () => {
    it('the footer has two titled lists, a logo list and a legal list, with flags and icons', async () => {
      const { footer } = await config();
      expect(footer.link_lists.map((list) => list.title)).toEqual(['Rewards', 'Help']);
      const help = footer.link_lists[1]!.items;
      expect(help.map((link) => link.url).slice(0, 3)).toEqual(['/faq', '/program-rules', '/customer-support']);
      expect(footer.link_lists[0]!.items.map((link) => link.url)).toEqual([
        '/shop',
        '/shop?catalogue=gift-cards',
        '/redeem/cash-back',
        '/travel-miles',
        '/examples',
        '/promotions',
        '/credit-cards',
      ]);
      const external = help.find((link) => link.title === 'Demo Bank website')!;
      expect(external.new_tab).toBe(true);
      expect(footer.logos.map((logo) => logo.icon)).toEqual([
        expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      ]);
      expect(footer.legal.map((link) => link.title)).toEqual(['Privacy', 'Terms of use', 'Accessibility', 'Security']);
      expect(footer.legal.filter((link) => !link.isLoginAsVisible).map((link) => link.title)).toEqual(['Security']);
    });

    it('external footer links are absolute, so the store can tell them from its own paths', async () => {
      const { footer } = await config('fr-CA');
      const privacy = footer.legal[0]!;
      expect(privacy.title).toBe('Confidentialité');
      expect(privacy.url).toMatch(/^http:\/\/localhost(:\d+)?\/sandbox\/bank\/privacy\?lang=fr$/);
      expect(footer.link_lists[1]!.items[0]!.url).toBe('/faq');
    });

    it('broadcasts: the shipping ticker on the catalogue pages for everyone, and one message for business accounts', async () => {
      const { broadcasts } = await config();
      const ticker = broadcasts.find((message) => message.slug === SHIPPING_TICKER_SLUG);
      expect(ticker).toMatchObject({ segments: [], title: 'Shipping delays' });
      expect([...ticker!.pages].sort()).toEqual(['financial-rewards', 'gift-cards', 'merchandise']);
      expect(ticker!.description).toMatch(/postal/);
      expect(ticker!.link).toEqual({ label: 'Shop gift cards', url: '/shop?catalogue=gift-cards' });
      const business = broadcasts.find((message) => message.segments.length > 0);
      expect(business).toMatchObject({ segments: ['business'], pages: ['home'] });
      // Issue 21: the statement credit is cash back, not a financial reward.
      expect(business!.description).toMatch(/Cash back page/);
      expect(business!.link).toEqual({ label: 'Get cash back', url: '/redeem/cash-back' });
      const french = (await config('fr-CA')).broadcasts.find((message) => message.slug === SHIPPING_TICKER_SLUG);
      expect(french?.title).toBe('Retards de livraison');
      expect(french?.link).toEqual({ label: 'Voir les cartes-cadeaux', url: '/shop?catalogue=gift-cards' });
    });

    it('a broadcast outside its dates is not sent', async () => {
      await t.db.pool.query(
        `INSERT INTO content_broadcast (programme_id, slug, title_en, description_en, active_from, active_to)
         SELECT id, 'expired_notice', 'Old news', 'Over.', now() - interval '10 days', now() - interval '1 day'
           FROM programme WHERE slug = 'demo'`,
      );
      expect((await config()).broadcasts.map((message) => message.slug)).not.toContain('expired_notice');
    });

    it('external addresses point at the sandbox per locale, with a sign-out address per account type', async () => {
      const english = (await config()).external_urls;
      expect(english).toMatchObject({
        programme_home: '/sandbox/programme-home',
        online_banking_sign_in: '/sandbox/online-banking',
        business_sign_in: '/sandbox/online-banking?kind=business',
        commercial_sign_in: '/sandbox/online-banking?kind=commercial',
        enrol: '/sandbox/enrol',
        sign_out: {
          personal: '/sandbox/programme-home?signed_out=1',
          business: '/sandbox/programme-home?signed_out=1&kind=business',
          commercial: '/sandbox/programme-home?signed_out=1&kind=commercial',
          select: '/sandbox/programme-home?signed_out=1&kind=select',
          cav: '/sandbox/programme-home?signed_out=1',
        },
      });
      const french = (await config('fr-CA')).external_urls;
      expect(french.programme_home).toBe('/sandbox/programme-home?lang=fr');
      expect(french.sign_out.business).toBe('/sandbox/programme-home?signed_out=1&kind=business&lang=fr');
      expect(french.help).toBe('/fr/customer-support');
    });

    it('partner retailers are the navigation’s partner titles; app user agents and the guard profile are set', async () => {
      const settings = await config();
      expect(settings.partner_retailers).toEqual(['TechHub', 'Maison Plus']);
      const titles = (await menu('navigation'))[0]!.nodes.map((item) => item.title);
      expect(titles).toEqual(expect.arrayContaining(settings.partner_retailers));
      expect(settings.mobile_app_user_agents).toEqual(['DemoBankMobile/', 'DemoBankBusinessMobile/']);
      expect(settings.guard_profile).toBe('reference');
    });

    it('the environment overrides addresses ({lang} filled in) and chooses the guard profile', async () => {
      const app = await buildApp({
        pool: t.db.pool,
        config: {
          programmeSlug: 'demo',
          storefrontDir: '/nonexistent',
          guardProfile: 'bank',
          externalUrlOverrides: { programme_home: 'https://bank.example/{lang}/rewards', sign_out_select: 'https://bank.example/select' },
        },
      });
      try {
        const response = await app.inject({ url: `${GUEST}/config?locale=fr-CA` });
        const data = response.json<{ data: ContentConfig }>().data;
        expect(data.guard_profile).toBe('bank');
        expect(data.external_urls.programme_home).toBe('https://bank.example/fr/rewards');
        expect(data.external_urls.sign_out.select).toBe('https://bank.example/select');
        expect(data.external_urls.enrol).toBe('/sandbox/enrol?lang=fr');
      } finally {
        await app.close();
      }
    });

    it('members get the configuration with their token; an unknown programme is 404 for guests', async () => {
      const member = await get<ContentConfig>('/api/v1/member/cms/config?locale=fr-CA', bearer(token()));
      expect(member.footer.link_lists[0]?.title).toBe('Récompenses');
      expect((await t.app.inject({ url: '/api/v1/member/cms/config' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/v1/guest/program/nope/cms/config' })).statusCode).toBe(404);
    });

    it('French content uses Canadian French spacing: no ordinary space before a colon or inside numbers', async () => {
      const texts: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string') texts.push(value);
        else if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      for (const slug of CONTENT_PAGE_SLUGS) collect(await page(slug, 'fr-CA'));
      collect(await menu('navigation', 'fr-CA'));
      collect(await config('fr-CA'));
      const offending = texts.filter((text) => !text.startsWith('data:') && (/ :/.test(text) || /\d \d{3}/.test(text) || /\d [$%]/.test(text)));
      expect(offending).toEqual([]);
    });
  });
});
