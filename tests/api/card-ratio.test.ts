import { describe, expect, it } from 'vitest';
import { expectCardReadRefusals } from './support/card-read-refusals';
import { signedInShopper } from './support/signed-in-shopper';
import { useTestApp } from './support/use-test-app';

/** Spec §7 GET /member/account/{id}/ratio: the card's points-to-dollar ratio, for its members only. */
describe('the card ratio (GET /member/account/{id}/ratio)', () => {
  const t = useTestApp();

  it('answers the dollars per point of the card’s programme, which the server’s own conversions use', async () => {
    const elite = await signedInShopper(t, 'elite', 'elite');
    const answer = await elite.request('GET', `/member/account/${elite.accountId}/ratio`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { account_id: elite.accountId, conversion_rate: 0.01, points_currency_id: 1, fiat_currency_code: 'CAD' } });

    // The ratio is configuration: a programme at 0.0125 $ a point answers that.
    await t.db.pool.query('UPDATE programme SET conversion_rate = 0.0125');
    try {
      const changed = await elite.request('GET', `/member/account/${elite.accountId}/ratio`);
      expect(changed.json<{ data: { conversion_rate: number } }>().data.conversion_rate).toBe(0.0125);
    } finally {
      await t.db.pool.query('UPDATE programme SET conversion_rate = 0.01');
    }
  });

  it('another member’s card is a 404, an id that is not a number a 400, and a guest a 401', async () => {
    await expectCardReadRefusals(t, (card) => `/member/account/${card}/ratio`);
  });
});
