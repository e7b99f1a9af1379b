import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en-CA"><head><title>Rewards</title><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
  '<script type="module" src="/assets/index-3f9a1c2b.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>';
const SOURCE_MAP = '{"version":3,"sources":["../../ui/main.tsx"],"sourcesContent":["the whole source"]}';
const MANIFEST = '{"ui/main.tsx":{"file":"assets/index-3f9a1c2b.js","isEntry":true,"src":"ui/main.tsx"}}';

/**
 * Issue 22 (14): the build's manifest and source maps are not for the public,
 * and a path no storefront route names answers 404 with the app's page, which
 * shows its localized not-found page.
 */
describe('what the built storefront sends, and its 404', () => {
  let storefrontDir: string;
  let production: TestApp;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
    await mkdir(join(storefrontDir, 'assets'));
    await mkdir(join(storefrontDir, '.vite'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    await writeFile(join(storefrontDir, 'assets/index-3f9a1c2b.js'), 'export {};\n');
    await writeFile(join(storefrontDir, 'assets/index-3f9a1c2b.js.map'), SOURCE_MAP);
    await writeFile(join(storefrontDir, 'assets/index-3f9a1c2b.css.map'), SOURCE_MAP);
    await writeFile(join(storefrontDir, '.vite/manifest.json'), MANIFEST);
    production = await createTestApp({ storefrontDir });
  });
  afterAll(async () => {
    await production.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  it('source maps are not served in production mode (the default), whatever their case', async () => {
    for (const url of ['/assets/index-3f9a1c2b.js.map', '/assets/index-3f9a1c2b.css.map', '/assets/INDEX-3F9A1C2B.JS.MAP']) {
      const response = await production.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('the whole source');
    }
    expect((await production.app.inject({ url: '/assets/index-3f9a1c2b.js' })).statusCode).toBe(200);
  });

  it('the Vite manifest is never served', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const response = await production.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('isEntry');
    }
  });

  it('a path no storefront route names answers 404 with the app page, in either language; known routes answer 200', async () => {
    for (const url of ['/no-such-page', '/fr/nulle-part', '/shop/cart/extra/segments', '/account/unknown?x=1']) {
      const response = await production.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(String(response.headers['content-security-policy']), url).toMatch(/script-src 'self' 'nonce-/);
    }
    for (const url of ['/', '/fr', '/fr/', '/shop', '/fr/shop/some-product', '/account/order-details/12', '/login-as', '/error']) {
      expect((await production.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('outside production mode the source maps are served for debugging, the manifest still not', async () => {
    const development = await createTestApp({ storefrontDir, config: { serveSourceMaps: true } });
    try {
      const map = await development.app.inject({ url: '/assets/index-3f9a1c2b.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('the whole source');
      expect((await development.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    } finally {
      await development.close();
    }
  });
});
