import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { bearer, errorBody, login, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

type AccessUrlBody = { data: { url: string; expires_at: string } };
type MenuBody = { data: Array<{ slug: string; signed_access?: boolean; nodes: MenuBody['data'] }> };

/**
 * The access redirect (spec §2 "an access redirect goes to a URL the server
 * returns"; §7 Content "Access URL request returns a URL"):
 * POST /member/cms/menu/{kind}/{slug}/access-url.
 */
describe('access URLs of menu items', () => {
  const clock = new ManualClock(new Date('2026-11-26T15:00:00.000Z'));

  const t = useTestApp({ clock });
  const elite = useSignedIn(t, 'elite');

  const request = (token: string | null, slug = 'maison-plus', query = '', kind = 'navigation') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/member/cms/menu/${kind}/${slug}/access-url${query}`,
      headers: token ? bearer(token) : {},
    });

  it('the menu says which items need one: Maison Plus does, TechHub does not', async () => {
    const response = await t.app.inject({ url: '/api/v1/member/cms/menu/navigation', headers: bearer(elite()) });
    const shop = response.json<MenuBody>().data.find((item) => item.slug === 'shop');
    const signed = Object.fromEntries((shop?.nodes ?? []).map((item) => [item.slug, item.signed_access]));
    expect(signed['maison-plus']).toBe(true);
    expect(signed['techhub']).toBe(false);
  });

  it('returns the partner’s address with a member access token that lives 60 seconds, in the language asked', async () => {
    const english = await request(elite());
    expect(english.statusCode).toBe(200);
    const body = english.json<AccessUrlBody>().data;
    expect(body.url).toMatch(/^\/sandbox\/partner\/maison-plus\?access_token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.expires_at).toBe('2026-11-26T15:01:00.000Z');
    const french = (await request(elite(), 'maison-plus', '?locale=fr-CA')).json<AccessUrlBody>().data;
    expect(french.url).toMatch(/^\/sandbox\/partner\/maison-plus\?lang=fr&access_token=/);
  });

  it('the partner recognises the member from the address, and only within the 60 seconds', async () => {
    const { url } = (await request(elite())).json<AccessUrlBody>().data;
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome, Alex M. Your rewards account is linked');
    clock.advanceSeconds(59);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    // The verification allows 5 seconds for clocks of several nodes that disagree.
    clock.advanceSeconds(1 + 6);
    const late = await t.app.inject({ url });
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('This access link has expired or is not for this site.');
    expect(late.body).not.toContain('Welcome');
  });

  it('a token signed for one partner is refused at another’s door, and a forged one everywhere', async () => {
    const { url } = (await request(elite())).json<AccessUrlBody>().data;
    const token = new URL(url, 'http://x').searchParams.get('access_token') ?? '';
    const elsewhere = await t.app.inject({ url: `/sandbox/partner/techhub?access_token=${encodeURIComponent(token)}` });
    expect(elsewhere.statusCode).toBe(401);
    const forged = await t.app.inject({ url: `/sandbox/partner/maison-plus?access_token=${encodeURIComponent(`${token}x`)}` });
    expect(forged.statusCode).toBe(401);
    const plain = await t.app.inject({ url: '/sandbox/partner/maison-plus' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('Welcome');
  });

  it('has no access URL for an item without signed access, an unknown item, or another menu: 404', async () => {
    for (const [slug, kind] of [
      ['techhub', 'navigation'],
      ['no-such-item', 'navigation'],
      ['maison-plus', 'account'],
    ] as const) {
      const response = await request(elite(), slug, '', kind);
      expect(response.statusCode, `${kind}/${slug}`).toBe(404);
      expect(errorBody(response).code).toBe('NOT_FOUND');
    }
  });

  it('refuses bad input with 400 naming the field, and a guest with 401', async () => {
    const badSlug = await request(elite(), 'Not_A_Slug');
    expect(badSlug.statusCode).toBe(400);
    expect(errorBody(badSlug).errors?.map((error) => error.field)).toContain('slug');
    const badKind = await request(elite(), 'maison-plus', '', 'footer');
    expect(badKind.statusCode).toBe(400);
    expect(errorBody(badKind).errors?.map((error) => error.field)).toContain('kind');
    const badLocale = await request(elite(), 'maison-plus', '?locale=de-DE');
    expect(badLocale.statusCode).toBe(400);
    expect(errorBody(badLocale).errors?.map((error) => error.field)).toContain('locale');
    expect((await request(null)).statusCode).toBe(401);
  });

  it('a read-only agent gets none (403 READ_ONLY_ACCESS); an agent with write access does, unless the item is disabled in login-as mode', async () => {
    const auditor = await loginAsSession(t.app, 'auditor', 'elite');
    const refused = await request(auditor.token);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    const admin = await loginAsSession(t.app, 'admin', 'elite');
    expect((await request(admin.token)).statusCode).toBe(200);
    await t.db.pool.query("UPDATE content_menu_item SET is_login_as_enabled = false WHERE slug = 'maison-plus'");
    try {
      expect((await request(admin.token)).statusCode).toBe(404);
      expect((await request(elite())).statusCode).toBe(200);
    } finally {
      await t.db.pool.query("UPDATE content_menu_item SET is_login_as_enabled = true WHERE slug = 'maison-plus'");
    }
  });
});
