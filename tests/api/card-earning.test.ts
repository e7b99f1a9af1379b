import { describe, expect, it } from 'vitest';
import { expectCardReadRefusals } from './support/card-read-refusals';
import { signedInShopper } from './support/signed-in-shopper';
import { useTestApp } from './support/use-test-app';

const DAY_MS = 86_400_000;

interface Earning {
  data: { account_id: number; window_days: number; earned_points: number; from: string; to: string };
}

/** Issue 26 item 2, GET /member/account/{id}/earning: what a card earned over its last 90 days, for the wishlist's goals. */
describe("a card's earning over 90 days (GET /member/account/{id}/earning)", () => {
  const t = useTestApp();

  async function addEntry(accountId: number, entryType: string, points: number, daysAgo: number): Promise<void> {
    await t.db.pool.query(
      `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, occurred_at) VALUES ($1, $2, $3, 'test', now() - make_interval(secs => $4))`,
      [accountId, entryType, points, daysAgo * 86_400],
    );
  }

  it('sums the purchases earned and the bonuses of the last 90 days, and nothing redeemed, refunded or older', async () => {
    const elite = await signedInShopper(t, 'elite', 'elite');
    const url = `/member/account/${elite.accountId}/earning`;
    const before = await elite.request('GET', url);
    expect(before.statusCode, before.body).toBe(200);
    const { data } = before.json<Earning>();
    expect(data.account_id).toBe(elite.accountId);
    expect(data.window_days).toBe(90);
    expect(new Date(data.to).getTime() - new Date(data.from).getTime()).toBe(90 * DAY_MS);
    // The demo card earned points on purchases in the window (the seed's history), and on nothing before it alone.
    expect(Number.isSafeInteger(data.earned_points) && data.earned_points > 0).toBe(true);

    await addEntry(elite.accountId, 'bonus', 500, 1);
    await addEntry(elite.accountId, 'earn', 250, 89.9);
    await addEntry(elite.accountId, 'earn', 700, 90.1);
    await addEntry(elite.accountId, 'redeem', -100, 1);
    await addEntry(elite.accountId, 'refund', 300, 1);
    const after = (await elite.request('GET', url)).json<Earning>();
    expect(after.data.earned_points).toBe(data.earned_points + 500 + 250);
  });

  it('another member’s card is a 404, an id that is not a number a 400, and a guest a 401', async () => {
    await expectCardReadRefusals(t, (card) => `/member/account/${card}/earning`);
  });
});
