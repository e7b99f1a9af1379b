import type { HistoricalOrderPage } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { Shopper, cardOf } from './support/shop';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const DAY_MS = 86_400_000;

/**
 * GET /member/order-historical (issue 21 item 14; spec §3, §7): the demo
 * members' orders of the previous platform, newest first, 10 a page, one
 * card's or all of the member's, in the request's language; another
 * member's card is a 404, bad paging a 400.
 */
describe('historical orders', () => {
  let elite: Shopper;
  let marieToken: string;

  const t = useTestApp();
  beforeAll(async () => {
    const [eliteToken, marie] = await Promise.all([login(t.app, 'elite'), login(t.app, 'marie')]);
    marieToken = marie;
    elite = new Shopper(t.app, eliteToken, await cardOf(t.db.pool, 'elite', 'elite'));
  });

  async function historical(query: string, token?: string): Promise<HistoricalOrderPage> {
    const response = token
      ? await t.app.inject({ method: 'GET', url: `/api/v1/member/order-historical${query}`, headers: bearer(token) })
      : await elite.request('GET', `/member/order-historical${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HistoricalOrderPage>();
  }

  it('answers all of the member’s historical orders, newest first, with amounts, cash and items in the programme’s currency', async () => {
    const page = await historical('');
    expect(page).toMatchObject({ page: 1, last_page: 1, count: 4, per_page: 10 });
    expect(page.data.map((order) => order.reference_identifier)).toEqual(['H2025-01288', 'H2025-00417', 'H2024-11902', 'H2024-10388']);
    const times = page.data.map((order) => Date.parse(order.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // All older than the six months the order history shows.
    expect(Math.min(...times.map((time) => (Date.now() - time) / DAY_MS))).toBeGreaterThan(200);

    const split = page.data.find((order) => order.reference_identifier === 'H2024-11902')!;
    expect(split).toMatchObject({
      program_currency: 'PTS',
      total_amount: 24_000,
      paid_amount: 19_200,
      cash_amount: { amount: 48, amount_cents: 4_800, currency_code: 'CAD' },
      fiat_currency: 'CAD',
      items: [{ description: 'Portable Bluetooth speaker', program_amount: 24_000, order_item_status: 'delivered' }],
    });
    const refunded = page.data.find((order) => order.reference_identifier === 'H2025-00417')!;
    expect(refunded).toMatchObject({ total_amount: 7_500, paid_amount: 5_000, cash_amount: { amount_cents: 0 } });
    expect(refunded.items.map((item) => [item.description, item.program_amount, item.order_item_status])).toEqual([
      ['Café gift card, $50', 5_000, 'delivered'],
      ['Cinema gift card, $25', 2_500, 'refunded'],
    ]);
  });

  it('keeps one card’s orders with account_id, and describes the items in French with locale=fr-CA', async () => {
    const page = await historical(`?account_id=${elite.accountId}&locale=fr-CA`);
    expect(page.count).toBe(3);
    expect(page.data[0]!.items.map((item) => item.description)).toEqual(['Carte-cadeau Café, 50\u00a0$', 'Carte-cadeau Cinéma, 25\u00a0$']);
  });

  it('pages 10 at a time (per_page), and a page past the last is empty but still counts', async () => {
    const first = await historical('?per_page=3');
    expect(first).toMatchObject({ page: 1, last_page: 2, count: 4, per_page: 3 });
    expect(first.data).toHaveLength(3);
    const second = await historical('?per_page=3&page=2');
    expect(second.data.map((order) => order.reference_identifier)).toEqual(['H2024-10388']);
    const past = await historical('?page=9');
    expect(past).toMatchObject({ data: [], page: 9, count: 4 });
  });

  it('answers each member their own: Marie’s, in her language unless another is asked, never Alex’s', async () => {
    const page = await historical('', marieToken);
    expect(page.data.map((order) => order.reference_identifier)).toEqual(['H2025-21007', 'H2024-20551']);
    // No locale asked: the member's preferred language (French for Marie).
    expect(page.data[1]!.items[0]!.description).toBe('Bouilloire électrique');
    const english = await historical('?locale=en-CA', marieToken);
    expect(english.data[1]!.items[0]!.description).toBe('Electric kettle');
  });

  it('refuses another member’s card (404), bad paging (400 with the field) and a visitor (401)', async () => {
    const marieCard = await cardOf(t.db.pool, 'marie');
    const other = await elite.request('GET', `/member/order-historical?account_id=${marieCard}`);
    expect(other.statusCode).toBe(404);
    const bad = await elite.request('GET', '/member/order-historical?per_page=0');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors?.[0]?.field).toMatch(/per_page/);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/member/order-historical' });
    expect(visitor.statusCode).toBe(401);
  });
});
