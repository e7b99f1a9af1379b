import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en-CA"><head><title>Rewards</title><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
  '<script type="module" src="/assets/index-3f9a1c2b.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>';

function nonceOf(policy: unknown): string {
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy));
  if (!match) throw new Error(`no script nonce in ${String(policy)}`);
  return match[1]!;
}
const HASHED_ASSET = 'assets/index-3f9a1c2b.js';
const PRECOMPRESSED_ASSET = 'assets/shop-page-9b8c7d6e.js';
// Large enough to be worth compressing (the threshold is 1 KiB).
const ASSET_CONTENT = `export const messages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `message number ${i}`))};\n`;
/** What the build writes beside the asset (scripts/precompress-assets.ts): brotli at its strongest. */
const BUILD_BROTLI = brotliCompressSync(ASSET_CONTENT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

describe('serving the built storefront', () => {
  let storefrontDir: string;
  let t: TestApp;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
    await mkdir(join(storefrontDir, 'assets'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    await writeFile(join(storefrontDir, HASHED_ASSET), ASSET_CONTENT);
    await writeFile(join(storefrontDir, PRECOMPRESSED_ASSET), ASSET_CONTENT);
    await writeFile(join(storefrontDir, `${PRECOMPRESSED_ASSET}.br`), BUILD_BROTLI);
    await writeFile(join(storefrontDir, `${PRECOMPRESSED_ASSET}.gz`), gzipSync(ASSET_CONTENT, { level: 9 }));
    await writeFile(join(storefrontDir, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ storefrontDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  it('hashed assets are cached for a year as immutable', async () => {
    const response = await t.app.inject({ url: `/${HASHED_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(ASSET_CONTENT);
  });

  it('assets are compressed with gzip or brotli when the browser accepts it', async () => {
    const gzip = await t.app.inject({ url: `/${HASHED_ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(ASSET_CONTENT.length);
    const brotli = await t.app.inject({ url: `/${HASHED_ASSET}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it('an asset the build compressed is sent as built, brotli or gzip as accepted, cached for a year', async () => {
    const brotli = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.equals(BUILD_BROTLI)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET_CONTENT);
    const gzip = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_CONTENT);
  });

  it('a browser holding the current file gets 304 without the body; a changed or missing validator gets the file', async () => {
    const first = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    for (const ifNoneMatch of [etag, `"other", ${etag.replace(/^W\//, '')}`, '*']) {
      const again = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'if-none-match': 'W/"an-older-build"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(ASSET_CONTENT);
    // Every encoding of one file is the same file to a cache.
    expect((await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'gzip' } })).headers.etag).toBe(etag);
    expect((await t.app.inject({ url: '/robots.txt' })).headers.etag).not.toBe(etag);
  });

  it("the browser's preferences decide the encoding: one it refuses (q=0) is never sent", async () => {
    const gzipOnly = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const gzipPreferred = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' } });
    expect(gzipPreferred.headers['content-encoding']).toBe('gzip');
    const neither = await t.app.inject({ url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'deflate' } });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body).toBe(ASSET_CONTENT);
  });

  it('HEAD gives the headers of GET without the body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `/${PRECOMPRESSED_ASSET}`, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-type']).toMatch(/javascript/);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('index.html is served with no-cache, for / and for client-side routes in both languages', async () => {
    for (const url of ['/', '/shop', '/shop/auralis-pulse-wireless-headphones?x=1', '/fr/account/order-history', '/sso/abc.def.ghi']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // The build's page, plus the guest content block the server adds (tests/api/storefront-preloads.test.ts).
      const withoutContent = response.body.replace(/<script type="application\/json" id="guest-content"[^>]*>.*?<\/script>/s, '');
      expect(withoutContent).toBe(INDEX_HTML.replaceAll('__CSP_NONCE__', nonceOf(response.headers['content-security-policy'])));
    }
  });

  it('each app page gets its own script and style nonce, stamped on the tags the build wrote', async () => {
    const first = await t.app.inject({ url: '/shop' });
    const second = await t.app.inject({ url: '/shop' });
    const [one, two] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(one).not.toBe(two);
    expect(Buffer.from(one, 'base64')).toHaveLength(16);
    expect(first.body).toContain(`<script type="module" src="/assets/index-3f9a1c2b.js" nonce="${one}">`);
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(String(first.headers['content-security-policy'])).toContain(`style-src 'self' 'nonce-${one}'`);
  });

  it("the app page's policy allows no inline code, plugins, <base> or framing by another site", async () => {
    const policy = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it('unhashed files get a short cache', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing hashed asset is a 404, not the app page', async () => {
    const response = await t.app.inject({ url: '/assets/index-00000000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('API, media and sandbox paths never fall back to the app page', async () => {
    for (const url of ['/api/v1/unknown', '/media/unknown.svg', '/sandbox/unknown']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(errorBody(response).code).toBe('NOT_FOUND');
    }
  });

  it('every answer carries the security headers; API answers may be neither framed nor rendered', async () => {
    for (const url of ['/', `/${HASHED_ASSET}`, '/api/v1/nothing', '/media/cards/elite.svg', '/sandbox/admin']) {
      const response = await t.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(String(response.headers['content-security-policy']), url).toMatch(/frame-ancestors '(self|none)'/);
      expect(String(response.headers['content-security-policy']), url).not.toContain('unsafe-inline');
    }
    expect(String((await t.app.inject({ url: '/api/v1/nothing' })).headers['content-security-policy'])).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('without a storefront build', () => {
  const t = useTestApp({ storefrontDir: join(tmpdir(), 'storefront-that-was-never-built') });

  it('app pages answer 503 saying to run npm run build, while the API keeps working', async () => {
    const page = await t.app.inject({ url: '/shop' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toContain('npm run build');
    const api = await t.app.inject({ url: '/api/v1/guest/product?currency_id=1&program_slug=demo' });
    expect(api.statusCode).toBe(200);
  });
});

describe('generated media and the sandbox page', () => {
  const t = useTestApp();

  it('product images are deterministic SVGs with a long cache and an ETag', async () => {
    const { rows } = await t.db.pool.query<{ slug: string }>('SELECT slug FROM product WHERE has_image ORDER BY id LIMIT 1');
    const url = `/media/products/${rows[0]!.slug}/medium.svg`;
    const first = await t.app.inject({ url });
    const second = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(first.body).toBe(second.body);
    expect(first.body).toContain('<svg');
    const notModified = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('products without an image have no image URL that works, so the client shows its fallback', async () => {
    const { rows } = await t.db.pool.query<{ slug: string }>('SELECT slug FROM product WHERE NOT has_image LIMIT 1');
    expect((await t.app.inject({ url: `/media/products/${rows[0]!.slug}/large.svg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/products/${rows[0]!.slug}/huge.svg` })).statusCode).toBe(404);
  });

  it('every card type has card art, other names do not', async () => {
    for (const cardType of ['advance', 'business', 'cash', 'platinum', 'premier', 'premier_world', 'elite', 'select', 'commercial']) {
      const response = await t.app.inject({ url: `/media/cards/${cardType}.svg` });
      expect(response.statusCode, cardType).toBe(200);
    }
    expect((await t.app.inject({ url: '/media/cards/gold.svg' })).statusCode).toBe(404);
  });

  it('the sandbox online-banking page exists in English and French with labelled fields', async () => {
    const english = await t.app.inject({ url: '/sandbox/online-banking' });
    const french = await t.app.inject({ url: '/sandbox/online-banking?lang=fr' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-CA">');
    expect(english.body).toContain('<label for="username">Username</label>');
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain('<label for="password">Mot de passe</label>');
    expect(String(english.headers['content-security-policy'])).toContain("default-src 'none'");
  });
});
