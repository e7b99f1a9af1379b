import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ManualClock, type TestApp } from './support/test-app';

/** How long a listening node may take to connect, listen or hear a change on a busy CI machine (vi.waitFor's default is 1 s). */
const SETTLE = { timeout: 5_000, interval: 20 };

const INDEX_HTML = '<!doctype html><html lang="en-CA"><head><title>Rewards</title></head><body><div id="root"></div></body></html>';

function guestContent(html: string): { config: { data: { broadcasts: { slug: string }[] } }; navigation: { data: { title: string }[] } } {
  const block = /<script type="application\/json" id="guest-content" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (block === undefined) throw new Error('the page has no guest content');
  return JSON.parse(block) as ReturnType<typeof guestContent>;
}

/** Issue 25 part 3: the guest content every page inlines is kept between pages, and never outlives a change. */
describe('the guest content of the storefront page, kept between pages', () => {
  const clock = new ManualClock(new Date());
  let storefrontDir: string;
  let t: TestApp;
  let contentCalls: () => number;

  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'guest-content-cache-'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ storefrontDir, clock });
    const inject = vi.spyOn(t.app, 'inject');
    // inject's overloads leave its spy's arguments untyped; the page's calls pass one options object.
    const calls = () => inject.mock.calls as unknown as [{ url?: string } | string | undefined][];
    contentCalls = () => calls().filter(([request]) => typeof request === 'object' && String(request.url).includes('/cms/')).length;
  });
  afterAll(async () => {
    await t.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  const page = async (url = '/shop', host = 'rewards.example') => (await t.app.inject({ url, headers: { host } })).body;

  it('a second page for the same programme, language and host asks the API for nothing; another language or host does', async () => {
    const first = guestContent(await page());
    const asked = contentCalls();
    expect(asked).toBe(2);
    expect(guestContent(await page('/shop/cart'))).toEqual(first);
    expect(contentCalls()).toBe(asked);
    await page('/fr/shop');
    await page('/shop', 'other.example');
    expect(contentCalls()).toBe(asked + 4);
  });

  it('a change to the content, by any writer, shows on the very next page', async () => {
    await page();
    await t.db.pool.query(
      `UPDATE content_menu_item SET title_en = 'Rewards of the month'
        WHERE id = (SELECT id FROM content_menu_item WHERE menu_kind = 'navigation' AND parent_id IS NULL ORDER BY position, id LIMIT 1)`,
    );
    expect(guestContent(await page()).navigation.data.map((item) => item.title)).toContain('Rewards of the month');
  });

  it('a broadcast shows once its start has come, though nothing was written since the page was kept', async () => {
    await t.db.pool.query(
      `INSERT INTO content_broadcast (programme_id, slug, title_en, description_en, active_from)
       SELECT id, 'starts_soon', 'Soon', 'Starting.', $1 FROM programme WHERE slug = 'demo'`,
      [new Date(clock.now().getTime() + 60_000)],
    );
    const before = guestContent(await page()).config.data.broadcasts.map((message) => message.slug);
    expect(before).not.toContain('starts_soon');
    clock.advanceSeconds(30);
    const asked = contentCalls();
    await page();
    expect(contentCalls()).toBe(asked);
    clock.advanceSeconds(31);
    // The start the kept content expired at: the page asks again, and the broadcast is live.
    const after = guestContent(await page()).config.data.broadcasts.map((message) => message.slug);
    expect(contentCalls()).toBe(asked + 2);
    expect(after).toContain('starts_soon');
  });
});

describe('the guest content of a node that listens for content changes (DATABASE_LISTEN, the default)', () => {
  let storefrontDir: string;
  let t: TestApp;
  beforeAll(async () => {
    storefrontDir = await mkdtemp(join(tmpdir(), 'guest-content-listening-'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ storefrontDir, config: { contentChangeNotifications: true } });
  });
  afterAll(async () => {
    await t.close();
    await rm(storefrontDir, { recursive: true, force: true });
  });

  const page = async () => (await t.app.inject({ url: '/shop', headers: { host: 'rewards.example' } })).body;
  const listeners = async () =>
    (await t.db.pool.query("SELECT 1 FROM pg_stat_activity WHERE application_name = 'content-version-watch' AND datname = current_database()")).rowCount;

  it('opens its listening connection at the first page, then serves pages without reading the content version', async () => {
    expect(await listeners()).toBe(0);
    await page();
    await vi.waitFor(async () => expect(await listeners()).toBe(1), SETTLE);
    const query = vi.spyOn(t.db.pool, 'query');
    const versionReads = () => query.mock.calls.filter(([text]) => String(text).includes('FROM content_version'));
    // Connected, it listens once its own first read of the version is in.
    await vi.waitFor(async () => {
      query.mockClear();
      await page();
      expect(versionReads()).toEqual([]);
    }, SETTLE);
    for (let count = 0; count < 5; count += 1) await page();
    expect(versionReads()).toEqual([]);
    query.mockRestore();
  });

  it('shows a change, by any writer, within moments of its commit', async () => {
    await t.db.pool.query(
      `UPDATE content_menu_item SET title_en = 'Heard, not read'
        WHERE id = (SELECT id FROM content_menu_item WHERE menu_kind = 'navigation' AND parent_id IS NULL ORDER BY position, id LIMIT 1)`,
    );
    await vi.waitFor(async () => expect(guestContent(await page()).navigation.data.map((item) => item.title)).toContain('Heard, not read'), SETTLE);
  });

  it('closes its listening connection when the app closes, before the pool', async () => {
    await t.app.close();
    await vi.waitFor(async () => expect(await listeners()).toBe(0), SETTLE);
  });
});

describe('a page whose guest content is late', () => {
  it('is sent without it, still whole, once the wait is over: the browser loads the content itself', async () => {
    const storefrontDir = await mkdtemp(join(tmpdir(), 'guest-content-late-'));
    await writeFile(join(storefrontDir, 'index.html'), INDEX_HTML);
    const t = await createTestApp({ storefrontDir, config: { guestContentTimeoutMs: 50 } });
    try {
      const inject = t.app.inject.bind(t.app);
      // The programme API's content answers come after the page's wait.
      vi.spyOn(t.app, 'inject').mockImplementation(((request: { url?: string }) =>
        String(request.url).includes('/cms/')
          ? new Promise((resolve) => setTimeout(resolve, 500)).then(() => inject(request))
          : inject(request)) as unknown as typeof t.app.inject);
      const response = await inject({ url: '/shop', headers: { host: 'rewards.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="guest-content"');
    } finally {
      vi.restoreAllMocks();
      await t.close();
      await rm(storefrontDir, { recursive: true, force: true });
    }
  });
});
