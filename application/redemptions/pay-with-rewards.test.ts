import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakePayWithRewardsGateway, aPurchase } from '../../tests/fakes/fake-pay-with-rewards-gateway';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { FakeRedemptionGateway } from '../../tests/fakes/fake-redemption-gateway';
import { CardRatios } from './card-ratios';
import { payWithRewards } from './pay-with-rewards-store';
import { QueryStore } from '../context/query-store';
import { RedeemPurchase } from './redeem-purchase';

function setUp() {
  const context = shopperContext('member', 'fr-CA');
  const now = context.clock.now();
  const gateway = new FakePayWithRewardsGateway(
    context.clock,
    new Map([
      [
        101,
        [
          aPurchase(1, now, 5, { referenceIdentifier: 'CT-1', amountCents: 12_650 }),
          aPurchase(2, now, 32, { referenceIdentifier: 'CT-2', amountCents: 1_450 }),
          aPurchase(3, now, 59, {
            referenceIdentifier: 'CT-3',
            amountCents: 3_000,
            redeemed: { points: 3_000, cashCents: 3_000, at: now },
          }),
        ],
      ],
      [102, []],
    ]),
  );
  const redemptions = new FakeRedemptionGateway();
  const store = new QueryStore(payWithRewards(context.context, gateway, new CardRatios(redemptions, context.errors), context.errors));
  const redeem = new RedeemPurchase(
    gateway,
    new SequentialIdempotencyKeys(),
    context.accounts,
    store,
    context.notifications,
    context.errors,
  );
  return { ...context, gateway, redemptions, store, redeem };
}

describe('PayWithRewardsStore (spec §4: filter eligible or redeemed, date range default 7)', () => {
  it('counts points at the card’s own ratio (GET /member/account/{id}/ratio), not the list’s', async () => {
    const { store, redemptions } = setUp();
    redemptions.ratios.set(101, 0.02);
    store.show({ view: 'eligible', days: 7, page: 1 });
    await settle();
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { conversionRate: 0.02 } });
  });

  it('loads the query shown, eligible rows with their state, and the redeemed view with cash and points', async () => {
    const { store } = setUp();
    store.show({ view: 'eligible', days: 7, page: 1 });
    await settle();
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { activities: [{ referenceIdentifier: 'CT-1', isEligible: true }] } });
    store.show({ view: 'eligible', days: 60, page: 1 });
    await settle();
    expect(store.snapshot).toMatchObject({
      page: {
        activities: [
          { referenceIdentifier: 'CT-1' },
          { referenceIdentifier: 'CT-2', isEligible: false, ineligibleReason: 'below-minimum' },
        ],
      },
    });
    store.show({ view: 'redeemed', days: 60, page: 1 });
    await settle();
    expect(store.snapshot).toMatchObject({
      page: { activities: [{ referenceIdentifier: 'CT-3', redeemed: { points: 3_000, cashCents: 3_000 } }] },
    });
  });

  it('tells an authorized redeemer only the primary holder can, and reports a failure', async () => {
    const { store, gateway, errors } = setUp();
    gateway.redeemerOnly.add(101);
    store.show({ view: 'eligible', days: 7, page: 1 });
    await settle();
    expect(store.snapshot.status).toBe('primary-only');
    gateway.failure = UNAVAILABLE;
    store.retry();
    await settle();
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
  });
});

describe('RedeemPurchase (spec §1, §5, §8 Pay with Rewards)', () => {
  it('reimburses, shows the points and cash, the new balance, and the row now Redeemed', async () => {
    const { store, redeem, accounts, shown } = setUp();
    store.show({ view: 'eligible', days: 7, page: 1 });
    await settle();
    const activity = aPurchase(1, new Date(), 5, { referenceIdentifier: 'CT-1', amountCents: 12_650 });
    const outcome = await redeem.execute({ activity, cents: 5_000, conversionRate: 0.01, locale: 'fr-CA' });
    expect(outcome).toMatchObject({ outcome: 'redeemed', receipt: { points: 5_000, balance: 147_300 } });
    expect(accounts.snapshot.pooledBalance).toBe(147_300);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        description: {
          key: 'payWithRewards.notice.success',
          params: { points: '5\u00a0000\u00a0pts', cash: '50,00\u00a0$', description: 'Maple Leaf Grocers' },
        },
      }),
    ]);
    await settle();
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { activities: [] } });
  });

  it('asks for no more points than the balance: the insufficient-points notice instead', async () => {
    const { redeem, gateway, shown } = setUp();
    const activity = aPurchase(9, new Date(), 5, { referenceIdentifier: 'CT-9', amountCents: 20_000_000 });
    expect(await redeem.execute({ activity, cents: 15_230_100, conversionRate: 0.01, locale: 'en-CA' })).toEqual({
      outcome: 'over-balance',
    });
    expect(gateway.redeemRequests).toEqual([]);
    expect(shown()).toEqual([expect.objectContaining({ description: { key: 'payWithRewards.notice.insufficient' } })]);
  });

  it('a refusal shows the store’s own message for its reason; a read-only admin is told so; an unanswered attempt is retried with its key', async () => {
    const { redeem, gateway, shown, notifications } = setUp();
    const small = aPurchase(2, new Date(), 32, { referenceIdentifier: 'CT-2', amountCents: 1_450 });
    await redeem.execute({ activity: small, cents: 2_500, conversionRate: 0.01, locale: 'en-CA' });
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'payWithRewards.notice.failedTitle' },
        description: { key: 'payWithRewards.refusals.belowMinimum' },
      }),
    ]);
    notifications.clear();
    gateway.failure = READ_ONLY;
    const big = aPurchase(1, new Date(), 5, { referenceIdentifier: 'CT-1', amountCents: 12_650 });
    await redeem.execute({ activity: big, cents: 5_000, conversionRate: 0.01, locale: 'en-CA' });
    expect(shown()).toEqual([expect.objectContaining({ title: { key: 'readOnly.noticeTitle' } })]);
    gateway.failure = UNAVAILABLE;
    await redeem.execute({ activity: big, cents: 5_000, conversionRate: 0.01, locale: 'en-CA' });
    gateway.failure = null;
    await redeem.execute({ activity: big, cents: 5_000, conversionRate: 0.01, locale: 'en-CA' });
    expect(gateway.redeemRequests.map((request) => request.idempotencyKey)).toEqual(['key-0001', 'key-0002', 'key-0003', 'key-0003']);
  });

  it('shows every other refusal with the store’s message in the page’s language, never text from the server', async () => {
    const { redeem, gateway, shown, notifications } = setUp();
    const big = aPurchase(1, new Date(), 5, { referenceIdentifier: 'CT-1', amountCents: 12_650 });
    const refusals = [
      [{ reason: 'not-redeemable', refusal: 'already-redeemed' }, 'payWithRewards.refusals.alreadyRedeemed'],
      [{ reason: 'not-redeemable', refusal: null }, 'payWithRewards.refusals.notRedeemable'],
      [{ reason: 'account-not-active' }, 'payWithRewards.refusals.accountNotActive'],
      [{ reason: 'primary-only' }, 'payWithRewards.primaryOnly'],
      [{ reason: 'insufficient-points' }, 'payWithRewards.notice.insufficient'],
      [{ reason: 'in-progress' }, 'payWithRewards.refusals.inProgress'],
      [{ reason: 'not-found' }, 'payWithRewards.refusals.notFound'],
      [{ reason: 'invalid', fieldErrors: [{ field: 'amount', message: 'must be at least 25.00' }] }, 'payWithRewards.refusals.invalidAmount'],
    ] as const;
    for (const [failure, key] of refusals) {
      notifications.clear();
      gateway.failure = failure;
      await redeem.execute({ activity: big, cents: 5_000, conversionRate: 0.01, locale: 'fr-CA' });
      expect(shown(), failure.reason).toEqual([
        expect.objectContaining({ kind: 'danger', title: { key: 'payWithRewards.notice.failedTitle' }, description: { key } }),
      ]);
    }
  });
});
