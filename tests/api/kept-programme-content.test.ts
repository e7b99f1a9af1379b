import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** How long a listening node may take to connect, listen or hear a change on a busy CI machine (vi.waitFor's default is 1 s). */
const SETTLE = { timeout: 5_000, interval: 20 };

type Groups = { data: Array<{ code: string; name: string }> };

/**
 * The catalogue keeps each programme (by slug) and its promotion groups (by
 * slug and language) under the content's version (migrations 0027 and
 * 0031): a guest's promotion groups and product lists ask PostgreSQL for
 * neither while the node listens, and a change to either shows as soon as
 * the node hears of it; with listening off, on the very next call.
 */
describe.each([
  { listening: true, shows: 'within moments of its commit' },
  { listening: false, shows: 'on the very next call' },
])('a programme and its promotion groups, kept (listening: $listening)', ({ listening, shows }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { contentChangeNotifications: listening } });
  });
  afterAll(async () => {
    await t.close();
  });

  const groups = async (locale = 'en-CA', slug = 'demo') => t.app.inject({ url: `/api/v1/promotionGroup?program_slug=${slug}&locale=${locale}` });
  const names = async (locale = 'en-CA') => (await groups(locale)).json<Groups>().data.map((group) => group.name);
  const guestList = (slug = 'demo') => t.app.inject({ url: `/api/v1/guest/product?currency_id=1&program_slug=${slug}` });
  /** Waits for what is kept to show a change: at once when reading per call, else once the node has heard it. */
  const eventually = (check: () => Promise<void>) => (listening ? vi.waitFor(check, SETTLE) : check());

  it(listening ? 'asks PostgreSQL nothing for them once listening' : 'reads the content version, and only that, for them', async () => {
    await groups();
    await guestList();
    const query = vi.spyOn(t.db.pool, 'query');
    // The calls' own statements: the app's background passes (the recovery sweep, the mail dispatcher) query the pool too.
    const statements = () =>
      query.mock.calls
        .map(([statement]) => (typeof statement === 'string' ? statement : (statement as { text: string }).text))
        .filter((text) => /FROM content_version|FROM programme\b|FROM promotion_group/.test(text));
    if (listening) {
      await vi.waitFor(async () => {
        query.mockClear();
        await groups();
        expect(statements()).toEqual([]);
      }, SETTLE);
    } else {
      query.mockClear();
      await groups();
      expect(statements()).toEqual(['SELECT version FROM content_version']);
    }
    query.mockClear();
    await guestList();
    expect(statements().filter((text) => text.includes('FROM programme'))).toEqual([]);
    query.mockRestore();
  });

  it(`shows a renamed group, in each language, ${shows}`, async () => {
    expect(await names('fr-CA')).toContain('En solde');
    await t.db.pool.query("UPDATE promotion_group SET name_en = 'Deals', name_fr = 'Aubaines' WHERE code = 'on-sale'");
    await eventually(async () => {
      expect(await names('en-CA')).toContain('Deals');
      expect(await names('fr-CA')).toContain('Aubaines');
    });
  });

  it('keeps nothing for a programme that is not there, and finds it once it is', async () => {
    expect((await groups('en-CA', 'demo-two')).statusCode).toBe(404);
    expect((await guestList('demo-two')).statusCode).toBe(404);
    await t.db.pool.query("UPDATE programme SET slug = 'demo-two' WHERE slug = 'demo'");
    try {
      await eventually(async () => {
        expect((await groups('en-CA', 'demo-two')).statusCode).toBe(200);
        expect((await guestList('demo-two')).statusCode).toBe(200);
        expect((await guestList('demo')).statusCode).toBe(404);
      });
    } finally {
      await t.db.pool.query("UPDATE programme SET slug = 'demo' WHERE slug = 'demo-two'");
    }
  });
});
