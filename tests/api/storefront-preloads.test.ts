import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en-CA"><head><title>Rewards</title>' +
  '<script type="module" crossorigin src="/assets/index-e1.js" nonce="__CSP_NONCE__"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-s1.js" nonce="__CSP_NONCE__">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-e1.css" nonce="__CSP_NONCE__">' +
  '</head><body><div id="root"></div></body></html>';

/** A build's manifest in miniature: the shop page shares a chunk with the entry and has one of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'], css: ['assets/index-e1.css'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_grid-g1.js': { file: 'assets/grid-g1.js', css: ['assets/grid-g1.css'] },
  'catalogue/shop-page.tsx': {
    file: 'assets/shop-page-p1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-s1.js', '_grid-g1.js'],
    css: ['assets/shop-page-p1.css'],
  },
  'cart/cart-page.tsx': { file: 'assets/cart-page-c1.js', isDynamicEntry: true, imports: ['index.html'] },
  'product/product-page.tsx': { file: 'assets/product-page-d1.js', isDynamicEntry: true, imports: ['index.html', '_grid-g1.js'] },
  // Only French has chunks of its own in this build: English messages must be skipped silently.
  'i18n/locales/fr-CA.json?part=core': { file: 'assets/fr-CA-f1.js', isDynamicEntry: true },
  'i18n/locales/fr-CA.json?part=checkout': { file: 'assets/fr-CA-k1.js', isDynamicEntry: true },
  'i18n/locales/fr-CA.json?part=orders': { file: 'assets/fr-CA-o1.js', isDynamicEntry: true },
};

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
}

function stylePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
}

function guestContentBlock(html: string): string | undefined {
  return /<script type="application\/json" id="guest-content" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
}

describe('the served page starts its own chunk and content', () => {
  let storefrontDir: string;
  let t: TestApp;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'storefront-preloads-'));
    await mkdir(join(storefrontDir, '.vite'), { recursive: true });
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    await writeFile(join(storefrontDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ storefrontDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  it('the shop page preloads its chunk, its static imports and their styles, minus what the entry already loads', async () => {
    const html = (await t.app.inject({ url: '/shop' })).body;
    expect(modulePreloads(html)).toEqual(['/assets/shop-page-p1.js', '/assets/grid-g1.js']);
    expect(stylePreloads(html)).toEqual(['/assets/shop-page-p1.css', '/assets/grid-g1.css']);
    // The links are in <head>, after what the build wrote, and the build's own tags are untouched.
    expect(html.indexOf('/assets/shop-page-p1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e1.css" nonce=');
  });

  it('routes are matched like the router ranks them: shop/cart before shop/:product, any letter case', async () => {
    expect(modulePreloads((await t.app.inject({ url: '/shop/cart' })).body)).toEqual(['/assets/cart-page-c1.js']);
    expect(modulePreloads((await t.app.inject({ url: '/shop/some-headphones?x=1' })).body)).toEqual([
      '/assets/product-page-d1.js',
      '/assets/grid-g1.js',
    ]);
    expect(modulePreloads((await t.app.inject({ url: '/Shop/' })).body)).toContain('/assets/shop-page-p1.js');
  });

  it('a French page also preloads the French core messages chunk; an English page skips the one the build lacks', async () => {
    expect(modulePreloads((await t.app.inject({ url: '/fr/shop' })).body)).toEqual([
      '/assets/shop-page-p1.js',
      '/assets/grid-g1.js',
      '/assets/fr-CA-f1.js',
    ]);
    expect(modulePreloads((await t.app.inject({ url: '/shop' })).body)).not.toContain('/assets/fr-CA-f1.js');
  });

  it('a page beyond the first screen also preloads the message parts its route names (those the build has)', async () => {
    expect(modulePreloads((await t.app.inject({ url: '/fr/shop/cart' })).body)).toEqual([
      '/assets/cart-page-c1.js',
      '/assets/fr-CA-f1.js',
      '/assets/fr-CA-k1.js',
      '/assets/fr-CA-o1.js',
    ]);
    expect(modulePreloads((await t.app.inject({ url: '/fr/shop' })).body)).not.toContain('/assets/fr-CA-k1.js');
  });

  it('a path no route names gets no preloads at all', async () => {
    for (const url of ['/no-such-page', '/fr/shop/cart/extra', '/shopping']) {
      const html = (await t.app.inject({ url })).body;
      expect(modulePreloads(html), url).toEqual([]);
      expect(stylePreloads(html), url).toEqual([]);
    }
  });

  it("the page carries the guest content of its language, exactly as the API answers it, with the page's nonce", async () => {
    for (const [url, locale] of [
      ['/shop', 'en-CA'],
      ['/fr/shop', 'fr-CA'],
    ] as const) {
      const response = await t.app.inject({ url, headers: { host: 'rewards.example' } });
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
      expect(response.body, url).toContain(`<script type="application/json" id="guest-content" nonce="${nonce}">`);
      const query = `locale=${locale}`;
      const headers = { host: 'rewards.example' };
      const config = await t.app.inject({ url: `/api/v1/guest/program/demo/cms/config?${query}`, headers });
      const navigation = await t.app.inject({ url: `/api/v1/guest/program/demo/cms/menu/navigation?${query}`, headers });
      expect(JSON.parse(guestContentBlock(response.body)!), url).toEqual({
        program: 'demo',
        locale,
        config: config.json(),
        navigation: navigation.json(),
      });
    }
  });

  it('CMS text cannot break out of the content block: <, >, &, $ patterns and line separators stay inside, escaped', async () => {
    const hostile = 'Sale </script><script>alert(1)</script> <!-- & $` $& \u2028\u2029 end';
    const { rows } = await t.db.pool.query<{ id: number; title_en: string }>(
      `UPDATE content_menu_item SET title_en = $1
        WHERE id = (SELECT id FROM content_menu_item WHERE menu_kind = 'navigation' AND parent_id IS NULL ORDER BY position, id LIMIT 1)
        RETURNING id, title_en`,
      [hostile],
    );
    expect(rows).toHaveLength(1);
    const html = (await t.app.inject({ url: '/shop' })).body;
    const block = guestContentBlock(html)!;
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(block).toContain('Sale \\u003c/script\\u003e\\u003cscript\\u003e');
    // One script element only: the page's own JSON block, parsable, holding the title unchanged.
    expect(html.match(/<script/g)).toHaveLength(2);
    const navigation = (JSON.parse(block) as { navigation: { data: Array<{ title: string }> } }).navigation.data;
    expect(navigation.map((item) => item.title)).toContain(hostile);
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('the content block is left out when a content call fails; the page is served as before', async () => {
    await t.db.pool.query(`UPDATE programme SET slug = 'demo-elsewhere' WHERE slug = 'demo'`);
    try {
      const response = await t.app.inject({ url: '/shop' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('guest-content');
      expect(modulePreloads(response.body)).toContain('/assets/shop-page-p1.js');
    } finally {
      await t.db.pool.query(`UPDATE programme SET slug = 'demo' WHERE slug = 'demo-elsewhere'`);
    }
  });
});
