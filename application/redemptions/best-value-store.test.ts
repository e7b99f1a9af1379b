import { pointValue, pointValueOfMiles } from '@rewards-storefront/domain/points/value-per-point';
import { describe, expect, it } from 'vitest';
import { FakeRedemptionGateway } from '../../tests/fakes/fake-redemption-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { QueryStore } from '../context/query-store';
import { bestValue } from './best-value-store';

function setUp() {
  const context = shopperContext('member');
  const gateway = new FakeRedemptionGateway();
  const store = new QueryStore(bestValue(context.context, gateway, context.errors));
  return { ...context, gateway, store };
}

describe('best value for my points', () => {
  it('ranks the active card’s ways best first, equal values in the server’s order, and flags those below cash back', async () => {
    const { store } = setUp();
    store.show();
    await settle();
    const state = store.snapshot;
    expect(state.status).toBe('loaded');
    expect(state.ways.map((way) => [way.kind, way.slug, way.belowCashBack])).toEqual([
      ['miles', 'maple-airways', false],
      ['merchandise', 'espresso-machine', false],
      ['miles', 'aurora-air', false],
      ['gift_card', 'coffee-egift-card', false],
      ['financial_reward', 'mortgage-prepayment', false],
      ['cash_back', 'cash-back', false],
      ['direct_deposit', 'direct-deposit', false],
      ['pay_with_rewards', null, false],
      ['annual_fee_eraser', null, false],
      ['miles', 'northern-skies', true],
    ]);
    expect(state.ways[0]?.value).toEqual(pointValueOfMiles(1, 150));
  });

  it('shows the new card’s ways after a switch: a Cash Rewards card has no miles', async () => {
    const { store, accounts } = setUp();
    store.show();
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[2]!);
    await settle();
    expect(store.snapshot.ways.some((way) => way.kind === 'miles')).toBe(false);
    expect(store.snapshot.ways[0]?.kind).toBe('merchandise');
  });

  it('a way worth less than cash back is flagged, one worth the same is not', async () => {
    const { store, gateway } = setUp();
    gateway.values.set(101, [
      { kind: 'merchandise', value: pointValue(99, 100), slug: 'mug', name: { 'en-CA': 'Mug', 'fr-CA': 'Tasse' } },
      { kind: 'cash_back', value: pointValue(1, 1), slug: 'cash-back', name: null },
      { kind: 'pay_with_rewards', value: pointValue(100, 100), slug: null, name: null },
    ]);
    store.show();
    await settle();
    expect(store.snapshot.ways.map((way) => [way.kind, way.belowCashBack])).toEqual([
      ['cash_back', false],
      ['pay_with_rewards', false],
      ['merchandise', true],
    ]);
  });
});
