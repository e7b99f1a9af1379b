import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakePayWithRewardsGateway, aPurchase } from '../../tests/fakes/fake-pay-with-rewards-gateway';
import { FakeRedemptionGateway } from '../../tests/fakes/fake-redemption-gateway';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { QueryStore } from '../context/query-store';
import { CardRatios } from './card-ratios';
import { payWithRewards } from './pay-with-rewards-store';
import { RedeemPurchases } from './redeem-purchases';

/** A member whose card has two eligible purchases and a small one (issue 26). */
function severalPurchases() {
  const shopper = shopperContext('member', 'fr-CA');
  const now = shopper.clock.now();
  const grocer = aPurchase(1, now, 86, { referenceIdentifier: 'CT-1', amountCents: 12_650 });
  const airline = aPurchase(2, now, 20, { referenceIdentifier: 'CT-2', amountCents: 41_250 });
  const coffee = aPurchase(3, now, 4, { referenceIdentifier: 'CT-3', amountCents: 1_450 });
  const gateway = new FakePayWithRewardsGateway(shopper.clock, new Map([[101, [grocer, airline, coffee]]]));
  const list = new QueryStore(payWithRewards(shopper.context, gateway, new CardRatios(new FakeRedemptionGateway(), shopper.errors), shopper.errors));
  const payMany = new RedeemPurchases(gateway, new SequentialIdempotencyKeys(), shopper.accounts, list, shopper.notifications, shopper.errors);
  return { ...shopper, gateway, list, payMany, grocer, airline, coffee };
}

describe('RedeemPurchases (issue 26: several purchases, all or nothing)', () => {
  it('pays them all, shows the count, cash and points in the page’s language, the new balance and the list again', async () => {
    const { payMany, list, accounts, shown, grocer, airline } = severalPurchases();
    list.show({ view: 'eligible', days: 90, page: 1 });
    await settle();
    const outcome = await payMany.execute({ activities: [grocer, airline], conversionRate: 0.01, locale: 'fr-CA' });
    expect(outcome).toMatchObject({ outcome: 'redeemed', receipt: { points: 53_900, cashCents: 53_900, balance: 152_300 - 53_900 } });
    expect(accounts.snapshot.pooledBalance).toBe(152_300 - 53_900);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        description: { key: 'payWithRewards.bulk.success', params: { count: 2, points: '53\u00a0900\u00a0pts', cash: '539,00\u00a0$' } },
      }),
    ]);
    await settle();
    expect(list.snapshot).toMatchObject({ status: 'loaded', page: { activities: [{ referenceIdentifier: 'CT-3' }] } });
  });

  it('asks nothing when the total is above the balance, and one purchase that cannot be paid back refuses them all', async () => {
    const { payMany, gateway, shown, notifications, grocer, coffee } = severalPurchases();
    const huge = aPurchase(9, new Date(), 1, { referenceIdentifier: 'CT-9', amountCents: 15_000_000 });
    expect(await payMany.execute({ activities: [grocer, huge], conversionRate: 0.01, locale: 'en-CA' })).toEqual({ outcome: 'over-balance' });
    expect(gateway.bulkRequests).toEqual([]);
    expect(shown()).toEqual([expect.objectContaining({ description: { key: 'payWithRewards.bulk.insufficient' } })]);
    notifications.clear();
    expect(await payMany.execute({ activities: [grocer, coffee], conversionRate: 0.01, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'not-redeemable',
    });
    expect(shown()).toEqual([expect.objectContaining({ kind: 'danger', description: { key: 'payWithRewards.bulk.notRedeemable' } })]);
    expect(gateway.balances.get(101)).toBe(152_300);
  });

  it('a read-only admin is told so; an unanswered request is sent again with its key, so it is never paid twice', async () => {
    const { payMany, gateway, shown, grocer, airline } = severalPurchases();
    gateway.failure = READ_ONLY;
    await payMany.execute({ activities: [grocer, airline], conversionRate: 0.01, locale: 'en-CA' });
    expect(shown()).toEqual([expect.objectContaining({ title: { key: 'readOnly.noticeTitle' } })]);
    gateway.failure = UNAVAILABLE;
    await payMany.execute({ activities: [grocer, airline], conversionRate: 0.01, locale: 'en-CA' });
    gateway.failure = null;
    await payMany.execute({ activities: [grocer, airline], conversionRate: 0.01, locale: 'en-CA' });
    expect(gateway.bulkRequests.map((request) => request.idempotencyKey)).toEqual(['key-0001', 'key-0002', 'key-0002']);
    expect(gateway.balances.get(101)).toBe(152_300 - 53_900);
  });
});
