import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeRedemptionGateway } from '../../tests/fakes/fake-redemption-gateway';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { TravelCheckout } from './travel-checkout';

function setUp() {
  const context = shopperContext('member', 'en-CA');
  const gateway = new FakeRedemptionGateway();
  const checkout = new TravelCheckout(gateway, new SequentialIdempotencyKeys(), context.accounts, context.notifications, context.errors);
  return { ...context, gateway, checkout };
}

describe('TravelCheckout (spec §7 validate-member, then checkout, for a trip the partner sent back)', () => {
  it('shows the trip in points for the active card, books it with the partner’s attempt id once, and the utility bar shows the balance after', async () => {
    const { checkout, gateway, accounts } = setUp();
    await checkout.open({ offerCode: 'hotel-quebec', attempt: 'attempt-42', locale: 'fr-CA' });
    expect(checkout.snapshot).toMatchObject({
      status: 'ready',
      partner: 'Voyages Démo',
      refusal: null,
      balance: 152_300,
      quote: { offerCode: 'hotel-quebec', points: 24_000, bonusPoints: 4_800 },
    });
    await Promise.all([checkout.book(), checkout.book()]);
    expect(checkout.snapshot).toMatchObject({ status: 'booked', reference: 'T-FAKE-1', balance: 133_100 });
    expect(gateway.travelCheckouts).toEqual([{ accountId: 101, offerCode: 'hotel-quebec', idempotencyKey: 'attempt-42' }]);
    expect(accounts.snapshot.pooledBalance).toBe(133_100);
  });

  it('a card short of points is told so and nothing is sent; a trip the partner no longer offers says so', async () => {
    const { checkout, gateway, accounts } = setUp();
    gateway.balances.set(101, 23_999);
    await checkout.open({ offerCode: 'hotel-quebec', attempt: null, locale: 'en-CA' });
    expect(checkout.snapshot).toMatchObject({ status: 'ready', refusal: 'insufficient-points', balance: 23_999 });
    await checkout.book();
    expect(gateway.travelCheckouts).toEqual([]);
    expect(accounts.snapshot.pooledBalance).toBe(152_300);
    await checkout.open({ offerCode: 'moon-base', attempt: null, locale: 'en-CA' });
    expect(checkout.snapshot).toEqual({ status: 'unknown-offer' });
  });

  it('without the partner’s attempt id, one key of its own, kept while the same trip is shown again', async () => {
    const { checkout, gateway } = setUp();
    await checkout.open({ offerCode: 'hotel-quebec', attempt: null, locale: 'en-CA' });
    await checkout.open({ offerCode: 'hotel-quebec', attempt: null, locale: 'en-CA' });
    await checkout.book();
    await checkout.open({ offerCode: 'flight-yul-yvr', attempt: null, locale: 'en-CA' });
    await checkout.book();
    expect(gateway.travelCheckouts.map((request) => request.idempotencyKey)).toEqual(['key-0001', 'key-0002']);
  });

  it('a read-only agent is told so and may try again; a failure is reported with a danger notice; no card, nothing to book', async () => {
    const readOnly = setUp();
    await readOnly.checkout.open({ offerCode: 'hotel-quebec', attempt: 'attempt-1', locale: 'en-CA' });
    readOnly.gateway.failure = READ_ONLY;
    await readOnly.checkout.book();
    expect(readOnly.shown()).toEqual([expect.objectContaining({ kind: 'warning', title: { key: 'readOnly.noticeTitle' } })]);
    expect(readOnly.checkout.snapshot).toMatchObject({ status: 'ready', refusal: null });

    const failing = setUp();
    await failing.checkout.open({ offerCode: 'hotel-quebec', attempt: 'attempt-1', locale: 'en-CA' });
    failing.gateway.failure = UNAVAILABLE;
    await failing.checkout.book();
    expect(failing.errors.reports).toHaveLength(1);
    expect(failing.shown()).toEqual([expect.objectContaining({ kind: 'danger', title: { key: 'travel.checkout.failedTitle' } })]);
    await failing.checkout.open({ offerCode: 'hotel-quebec', attempt: 'attempt-1', locale: 'en-CA' });
    expect(failing.checkout.snapshot).toEqual({ status: 'failed' });

    const cardless = setUp();
    cardless.accounts.loadSucceeded([], undefined);
    await cardless.checkout.open({ offerCode: 'hotel-quebec', attempt: 'attempt-1', locale: 'en-CA' });
    expect(cardless.checkout.snapshot).toEqual({ status: 'no-card' });
  });
});
