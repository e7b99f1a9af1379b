import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html lang="en-CA"><head><title>Rewards</title></head><body><div id="root"></div></body></html>';

describe('a returning visitor lands in the language they chose (spec §9 locale cookie)', () => {
  let storefrontDir: string;
  let t: TestApp;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'storefront-locale-'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ storefrontDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  it('the English home sends a visitor whose cookie says French to the French home, query kept', async () => {
    const response = await t.app.inject({ url: '/', headers: { cookie: 'theme=dark; locale=fr-CA' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    const withQuery = await t.app.inject({ url: '/?utm_source=mail&x=a?b', headers: { cookie: 'locale=fr-CA' } });
    expect(withQuery.headers.location).toBe('/fr?utm_source=mail&x=a?b');
  });

  it('serves the English home without a cookie, with an English one or an unknown value, and says it depends on the cookie', async () => {
    for (const cookie of [undefined, 'locale=en-CA', 'locale=de-DE', 'locale=fr']) {
      const response = await t.app.inject({ url: '/', headers: cookie === undefined ? {} : { cookie } });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['content-type'], cookie).toMatch(/text\/html/);
      expect(response.headers.vary, cookie).toMatch(/cookie/i);
    }
  });

  it('any other page keeps the language its path names', async () => {
    for (const url of ['/shop', '/fr', '/fr/shop', '/account/transactions']) {
      const french = await t.app.inject({ url, headers: { cookie: 'locale=fr-CA' } });
      expect(french.statusCode, url).toBe(200);
      const english = await t.app.inject({ url, headers: { cookie: 'locale=en-CA' } });
      expect(english.statusCode, url).toBe(200);
    }
  });
});
