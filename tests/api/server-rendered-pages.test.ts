import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHash } from '../../server/http/content-security-policy';
import type { RenderPage } from '../../server/storefront/page-renderer';
import type { renderPage } from '../../ui/server-rendering/server-entry';
import { loginAsSession } from './support/admin-console';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

/** The build's renderer has the shape the server loads it by (a type check, nothing runs). */
export const rendererFitsTheServer: (renderer: typeof renderPage) => RenderPage = (renderer) => renderer;

const INDEX_HTML =
  '<!doctype html><html lang="en-CA"><head><title>Rewards</title>' +
  '<script type="module" crossorigin src="/assets/index-e1.js" nonce="__CSP_NONCE__"></script>' +
  '</head><body><div id="root"></div><noscript>This store needs JavaScript.</noscript></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true },
  'catalogue/shop-page.tsx': { file: 'assets/shop-page-p1.js', isDynamicEntry: true, imports: ['index.html'], css: ['assets/shop-page-p1.css'] },
};

/**
 * The build's server rendering in miniature: it asks the programme API for
 * the guest content through the fetch the server gives it (in process), and
 * writes what it got into the page. `/shop?fail` throws, `/shop?slow` never answers.
 */
const RENDERER = `
export async function renderPage(request) {
  globalThis.rendersOfThisTest = (globalThis.rendersOfThisTest ?? 0) + 1;
  if (request.url.searchParams.has('fail')) throw new Error('the page broke');
  if (request.url.searchParams.has('slow')) return new Promise(() => {});
  if (request.url.searchParams.has('change')) await request.fetch(new Request('http://storefront.local/api/v1/auth/logout', { method: 'POST' }));
  if (request.session) {
    const accounts = await request.fetch(new Request('http://storefront.local/api/v1/member/account'));
    const card = /rewards_card=(\\d+)/.exec(request.cookies)?.[1] ?? 'none';
    const who = request.session.loggedInAs ? 'login-as' : 'member';
    let admin = '';
    if (request.session.loggedInAs) {
      const profile = (await (await request.fetch(new Request('http://storefront.local/api/v1/member/profile'))).json()).data;
      admin = ' admin ' + profile.admin_id + ' ' + profile.admin_access_level;
    }
    return {
      root: '<div id="root" data-server-rendered="' + who + '" data-member-id="' + request.session.memberId + '"><p>member ' + request.session.memberId + ' accounts ' + accounts.status + ' card ' + card + admin + '</p></div>',
      data: '<script type="application/json" id="server-answers" nonce="' + request.nonce + '">{}</script>',
      complete: true,
      sessionRefused: accounts.status === 401 || accounts.status === 403,
      timings: { dataMs: 1, renderMs: 2 },
    };
  }
  const answer = await request.fetch(new Request('http://storefront.local/api/v1/guest/program/demo/cms/config?locale=' + request.locale));
  const config = await answer.json();
  return {
    root: '<div id="root" data-server-rendered="guest"><style nonce="' + request.nonce + '">b{}</style><main style="--grid-gap:1rem;content:&quot;x&quot;"><h1>' + request.locale + ' ' + answer.status + '</h1><p style="color:red">' + request.url.pathname + '</p></main></div>',
    data: '<script type="application/json" id="server-answers" nonce="' + request.nonce + '">{"guard_profile":' + JSON.stringify(config.data.guard_profile) + '}</script>',
    complete: true,
    sessionRefused: false,
    timings: { dataMs: 12.34, renderMs: 5 },
  };
}
`;

function answersBlock(html: string): string | undefined {
  return /<script type="application\/json" id="server-answers" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
}

describe('a visitor gets the page rendered on the server; a member, or a failed render, gets the page the browser renders', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'server-rendered-pages-'));
    const storefrontDir = join(dir, 'storefront');
    const serverRenderingDir = join(dir, 'server-rendering');
    await mkdir(join(storefrontDir, '.vite'), { recursive: true });
    await mkdir(serverRenderingDir, { recursive: true });
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    await writeFile(join(storefrontDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(join(serverRenderingDir, 'server-entry.js'), RENDERER);
    t = await createTestApp({ storefrontDir, config: { serverRenderingDir, pageRenderTimeoutMs: 500 } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("a visitor's page carries its markup, its language, its stylesheets and the API's answers, asked in process", async () => {
    const response = await t.app.inject({ url: '/fr/shop' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root" data-server-rendered="guest"><style nonce=');
    expect(html).toContain('<h1>fr-CA 200</h1>');
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-page-p1.css">');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('id="guest-content"');
    // The renderer's data block, with this response's nonce, before </body>.
    expect(JSON.parse(answersBlock(html)!)).toEqual({ guard_profile: 'reference' });
    expect(html).toMatch(/<\/div><script type="application\/json" id="server-answers" nonce="[^"]+">.*<\/script><\/body>/s);
    expect(response.headers['vary']).toContain('Cookie');
    // The script starts once the page has painted: nothing in <head> competes with the stylesheets.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(html).toMatch(/<script nonce="[^"]+">[^<]*"\/assets\/index-e1\.js"[^<]*requestAnimationFrame[^<]*<\/script><\/body>/);
    expect(html).toContain('["/assets/shop-page-p1.js"]');
  });

  it("allows exactly the rendered markup's style attributes, as the browser reads them", async () => {
    const policy = String((await t.app.inject({ url: '/shop' })).headers['content-security-policy']);
    const attributes = /style-src-attr ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(attributes).toEqual(["'unsafe-hashes'", `'${inlineHash('--grid-gap:1rem;content:"x"')}'`, `'${inlineHash('color:red')}'`]);
    expect(policy).not.toContain('unsafe-inline');
  });

  /** The storefront's sign-in: the session in its httpOnly cookie. */
  async function sessionCookie(username: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-session-transport': 'cookie' },
      payload: { user_account: username, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
    });
    const lines = [response.headers['set-cookie'] ?? []].flat();
    return lines.map((line) => line.split(';')[0]).join('; ');
  }

  it("a member's page is rendered from their session cookie, the API answering as them, with their card, and never kept", async () => {
    const cookie = `${await sessionCookie('elite')}; rewards_card=3`;
    const renders = () => (globalThis as { rendersOfThisTest?: number }).rendersOfThisTest ?? 0;
    const before = renders();
    const first = await t.app.inject({ url: '/shop', headers: { cookie } });
    const second = await t.app.inject({ url: '/shop', headers: { cookie } });
    expect(renders() - before).toBe(2);
    for (const response of [first, second]) {
      expect(response.body).toMatch(/<div id="root" data-server-rendered="member" data-member-id="\d+"><p>member \d+ accounts 200 card 3<\/p>/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['vary']).toContain('Cookie');
      expect(response.headers['server-timing']).toBe('data;dur=1.0, render;dur=2.0');
    }
    const nonce = /id="server-answers" nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(String(first.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    // A visitor asking for the same address gets the visitor's page, never the member's.
    const visitor = await t.app.inject({ url: '/shop' });
    expect(visitor.body).toContain('data-server-rendered="guest"');
    expect(visitor.body).not.toContain('accounts 200');
  });

  it('a session cookie the API would refuse gets the page the browser renders', async () => {
    for (const cookie of ['rewards_session=abc.def.ghi', '__Host-rewards_session=abc.def.ghi']) {
      const response = await t.app.inject({ url: '/shop', headers: { cookie } });
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('server-answers');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(String(response.headers['content-security-policy'])).not.toContain('style-src-attr');
    }
  });

  it("an admin's log-in-as session gets the member's page as the admin sees it (their id and access from the profile), never kept", async () => {
    const { token, link } = await loginAsSession(t.app, 'admin', 'elite');
    const response = await t.app.inject({ url: '/shop', headers: { cookie: `rewards_session=${token}` } });
    expect(response.body).toMatch(/<div id="root" data-server-rendered="login-as" data-member-id="\d+"><p>member \d+ accounts 200 card none admin \d+ (read|write)<\/p>/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // What the page read for the admin is in the audit log, as the browser's reads are, and the page itself.
    const { rows } = await t.db.pool.query<{ kind: string; operation: string | null; route: string }>(
      `SELECT kind, operation, route FROM admin_audit_entry
        WHERE login_as_session_id = (SELECT id FROM login_as_session WHERE token_jti = $1) ORDER BY id`,
      [JSON.parse(Buffer.from(link.token.split('.')[1]!, 'base64url').toString()).jti],
    );
    expect(rows).toEqual([
      { kind: 'opened', operation: 'loginAsMember', route: '/api/v1/program/:slug/login-as' },
      { kind: 'viewed', operation: 'getMemberAccounts', route: '/api/v1/member/account' },
      { kind: 'viewed', operation: 'getMemberProfile', route: '/api/v1/member/profile' },
      { kind: 'viewed', operation: null, route: '/shop' },
    ]);
    // Nobody else gets that page: a visitor at the same address gets the visitor's.
    expect((await t.app.inject({ url: '/shop' })).body).toContain('data-server-rendered="guest"');
  });

  it('a member whose calls the API refuses while rendering (pending actions) gets the page the browser renders, which handles it', async () => {
    const response = await t.app.inject({ url: '/shop', headers: { cookie: await sessionCookie('pending') } });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('accounts 403');
  });

  it('a render can only read: one that asks to change anything fails, for a member or a visitor, and the browser renders the page', async () => {
    const cookie = await sessionCookie('elite');
    for (const headers of [{ cookie }, {}]) {
      const response = await t.app.inject({ url: '/shop?change', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
    // The member's session is still open: nothing was signed out on their behalf.
    const still = await t.app.inject({ url: '/shop', headers: { cookie } });
    expect(still.body).toContain('accounts 200');
  });

  it("a visitor's page is rendered once for the next visitors of the same address, each with a nonce of its own", async () => {
    const renders = () => (globalThis as { rendersOfThisTest?: number }).rendersOfThisTest ?? 0;
    const before = renders();
    const first = await t.app.inject({ url: '/shop?page=3' });
    const second = await t.app.inject({ url: '/shop?page=3' });
    expect(renders() - before).toBe(1);
    const nonces = [first, second].map((response) => /<style nonce="([^"]+)">b\{\}<\/style>/.exec(response.body)?.[1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, response] of [first, second].entries()) {
      expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonces[index]}'`);
      expect(response.body).toContain(`id="server-answers" nonce="${nonces[index]}"`);
    }
    expect([first.headers['server-timing'], second.headers['server-timing']]).toEqual(['data;dur=12.3, render;dur=5.0', 'page;desc="kept"']);
    // Visitors arriving together while a page renders share its one render.
    const together = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/shop?page=9' })));
    expect(renders() - before).toBe(2);
    expect(together.every((response) => response.body.includes('/shop</p>'))).toBe(true);
    // Another address, or another host, is another page.
    await t.app.inject({ url: '/shop?page=4' });
    await t.app.inject({ url: '/shop?page=3', headers: { host: 'other.example' } });
    expect(renders() - before).toBe(4);
    // A member's request is never answered from it, and is never stored anywhere.
    const member = await t.app.inject({ url: '/shop?page=3', headers: { cookie: 'rewards_session=abc' } });
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it("a visitor's page is compressed once: each response is gzip with its own nonce stamped in, and reads as the page", async () => {
    const asked = () => t.app.inject({ url: '/fr/shop?page=7', headers: { 'accept-encoding': 'br, gzip' } });
    const [first, second] = [await asked(), await asked()];
    const pages = [first, second].map((response) => {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['vary']).toContain('Accept-Encoding');
      return gunzipSync(response.rawPayload).toString('utf8');
    });
    const nonces = pages.map((html) => /<style nonce="([^"]+)">b\{\}<\/style>/.exec(html)?.[1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, html] of pages.entries()) {
      expect(String([first, second][index]!.headers['content-security-policy'])).toContain(`'nonce-${nonces[index]}'`);
      expect(html).not.toContain('__CSP_NONCE__');
      expect(html).toContain('<h1>fr-CA 200</h1>');
    }
    // The same page but for its nonce; without gzip, the text.
    expect(pages[0]!.replaceAll(nonces[0]!, 'N')).toBe(pages[1]!.replaceAll(nonces[1]!, 'N'));
    const plain = await t.app.inject({ url: '/fr/shop?page=7' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>fr-CA 200</h1>');
  });

  it('past four renders at once, a visitor gets the page the browser renders, so made-up addresses cannot each cost a render', async () => {
    const renders = () => (globalThis as { rendersOfThisTest?: number }).rendersOfThisTest ?? 0;
    const before = renders();
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => t.app.inject({ url: `/shop?slow&n=${n}` })));
    expect(renders() - before).toBe(4);
    expect(pages.every((response) => response.statusCode === 200 && response.body.includes('<div id="root"></div>'))).toBe(true);
  });

  it('a render that fails or is slow sends the page the browser renders, never an error', async () => {
    for (const url of ['/shop?fail', '/shop?slow']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('id="guest-content"');
    }
  });
});
