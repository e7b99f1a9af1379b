import type { PayWithRewardsGateway } from '@application/ports/pay-with-rewards-gateway';
import { expect, it } from 'vitest';

export interface PayWithRewardsContractSetup {
  readonly gateway: PayWithRewardsGateway;
  /** The member's card, with a purchase of $90.00 posted 46 days ago (eligible) and one of $14.50 posted 32 days ago. */
  readonly accountId: number;
  readonly eligibleReference: string;
  readonly smallReference: string;
  /** Two more eligible purchases of $30.00 and $40.00, for paying several back at once. */
  readonly bulkReferences: readonly [string, string];
  readonly othersAccountId: number;
  readonly freshKey: () => string;
}

/** What every PayWithRewardsGateway must do (spec §3, §4, §5, §7 pay-with-reward; decisions §8). */
export function payWithRewardsGatewayContract(makeSetup: () => Promise<PayWithRewardsContractSetup>): void {
  const list = async (setup: PayWithRewardsContractSetup, view: 'eligible' | 'redeemed', days: 7 | 60 | 90 = 60) => {
    const result = await setup.gateway.list({ accountId: setup.accountId, view, days, page: 1, locale: 'en-CA' });
    if (!result.ok) throw new Error(result.detail);
    return result.page;
  };

  it('lists purchases not yet reimbursed newest first, eligible or not, within the range', async () => {
    const setup = await makeSetup();
    const page = await list(setup, 'eligible');
    const posted = page.activities.map((activity) => activity.postedAt.getTime());
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    expect(page.activities.find((activity) => activity.referenceIdentifier === setup.eligibleReference)).toMatchObject({
      isEligible: true,
      redeemed: null,
    });
    expect(page.activities.find((activity) => activity.referenceIdentifier === setup.smallReference)).toMatchObject({
      isEligible: false,
      ineligibleReason: 'below-minimum',
    });
    expect((await list(setup, 'eligible', 7)).activities.length).toBeLessThanOrEqual(page.activities.length);
    expect(
      await setup.gateway.list({ accountId: setup.othersAccountId, view: 'eligible', days: 7, page: 1, locale: 'en-CA' }),
    ).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('reimburses a purchase once: the key replays, a new attempt is refused with the reason, the redeemed view shows cash and points', async () => {
    const setup = await makeSetup();
    const key = setup.freshKey();
    const request = { accountId: setup.accountId, referenceIdentifier: setup.eligibleReference, cents: 5_000, locale: 'en-CA' as const };
    const first = await setup.gateway.redeem({ ...request, idempotencyKey: key });
    if (!first.ok) throw new Error(first.detail);
    expect(first.receipt).toMatchObject({ points: 5_000, cashCents: 5_000 });
    expect(await setup.gateway.redeem({ ...request, idempotencyKey: key })).toEqual(first);
    const again = await setup.gateway.redeem({ ...request, idempotencyKey: setup.freshKey() });
    expect(again).toMatchObject({ ok: false, reason: 'not-redeemable', refusal: 'already-redeemed' });
    const redeemed = await list(setup, 'redeemed');
    expect(redeemed.activities.find((activity) => activity.referenceIdentifier === setup.eligibleReference)?.redeemed).toMatchObject({
      points: 5_000,
      cashCents: 5_000,
    });
    expect(
      await setup.gateway.redeem({ ...request, referenceIdentifier: setup.smallReference, idempotencyKey: setup.freshKey() }),
    ).toMatchObject({
      ok: false,
      reason: 'not-redeemable',
      refusal: 'below-minimum',
    });
  });

  it('pays several purchases back in full at once: the key replays, and one that cannot be paid back refuses them all', async () => {
    const setup = await makeSetup();
    const [first, second] = setup.bulkReferences;
    const refused = await setup.gateway.redeemMany({
      accountId: setup.accountId,
      referenceIdentifiers: [first, setup.smallReference],
      locale: 'en-CA',
      idempotencyKey: setup.freshKey(),
    });
    expect(refused).toMatchObject({ ok: false, reason: 'not-redeemable', refusal: 'below-minimum' });
    const request = { accountId: setup.accountId, referenceIdentifiers: [first, second], locale: 'en-CA' as const, idempotencyKey: setup.freshKey() };
    const paid = await setup.gateway.redeemMany(request);
    if (!paid.ok) throw new Error(paid.detail);
    expect(paid.receipt).toMatchObject({ points: 7_000, cashCents: 7_000 });
    expect(paid.receipt.receipts.map((receipt) => receipt.points)).toEqual([3_000, 4_000]);
    expect(await setup.gateway.redeemMany(request)).toEqual(paid);
    expect(await setup.gateway.redeemMany({ ...request, idempotencyKey: setup.freshKey() })).toMatchObject({
      ok: false,
      reason: 'not-redeemable',
      refusal: 'already-redeemed',
    });
  });

  it('reminds how many purchases can still be paid back and until when; another member’s card is not found', async () => {
    const setup = await makeSetup();
    const result = await setup.gateway.reminder({ accountId: setup.accountId });
    if (!result.ok) throw new Error(result.detail);
    expect(result.reminder?.count).toBeGreaterThanOrEqual(3);
    expect(result.reminder?.until).toBeInstanceOf(Date);
    expect(await setup.gateway.reminder({ accountId: setup.othersAccountId })).toMatchObject({ ok: false, reason: 'not-found' });
  });
}
