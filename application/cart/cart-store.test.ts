import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeCartGateway } from '../../tests/fakes/fake-cart-gateway';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { InMemoryCurrentAccountStorage } from '../../tests/fakes/in-memory-current-account-storage';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { current, settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { SwitchCard } from '../account/switch-card';
import { CartStore } from './cart-store';
import { LoadCart } from './load-cart';

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCartGateway(new FakeCatalogueGateway()).withCart(101, 3, 1_000).withCart(102, 7, 500);
  const store = new CartStore(context.context, new LoadCart(gateway, context.errors));
  const switchCard = new SwitchCard(context.accounts, new InMemoryCurrentAccountStorage());
  return { ...context, gateway, store, switchCard };
}

describe('CartStore', () => {
  it('holds the active card’s open cart once a member’s cards are in, and counts its items', async () => {
    const { store, gateway } = setUp('member');
    await settle();
    expect(gateway.getRequests).toEqual([{ accountId: 101, locale: 'en-CA' }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', cart: { itemCount: 3, points: 3_000 } });
    expect(current(store.itemCount$)).toBe(3);
  });

  it('asks nothing while the member’s cards load, then loads the chosen card’s cart', async () => {
    const { store, gateway, accounts } = setUp('member-loading-cards');
    await settle();
    expect(gateway.getRequests).toEqual([]);
    const cards = alexAccounts();
    accounts.loadSucceeded(cards, cards[1]);
    await settle();
    expect(gateway.getRequests).toEqual([{ accountId: 102, locale: 'en-CA' }]);
    expect(current(store.itemCount$)).toBe(7);
  });

  it('has no cart for a visitor, nor for a member without a usable card', async () => {
    const visitor = setUp('guest');
    await settle();
    expect(visitor.gateway.getRequests).toEqual([]);
    expect(visitor.store.snapshot).toEqual({ status: 'idle', cart: null });

    const member = setUp('member-loading-cards');
    member.accounts.loadSucceeded([], undefined);
    await settle();
    expect(member.gateway.getRequests).toEqual([]);
    expect(current(member.store.itemCount$)).toBe(0);
  });

  it('reloads the cart when the member switches card (spec §4), showing only the new card’s', async () => {
    const { store, gateway, switchCard } = setUp('member');
    const time = virtualTime();
    // The first card's cart answers slowly: its answer arrives after the switch and must not show.
    slowAnswers(gateway, 'getCart', time.scheduler, ({ accountId }) => (accountId === 101 ? 100 : 10));
    await settle();
    expect(switchCard.execute({ accountId: 102 })).toEqual({ ok: true });
    await time.runUntil(10);
    expect(store.snapshot).toMatchObject({ status: 'loaded', cart: { itemCount: 7 } });
    await time.runUntil(100);
    expect(store.snapshot).toMatchObject({ status: 'loaded', cart: { itemCount: 7 } });
    expect(gateway.getRequests.map((request) => request.accountId)).toEqual([101, 102]);
  });

  it('reloads the cart in the new language', async () => {
    const { store, gateway, locales } = setUp('member');
    await settle();
    locales.changed('fr-CA');
    await settle();
    expect(gateway.getRequests.map((request) => request.locale)).toEqual(['en-CA', 'fr-CA']);
    expect(store.snapshot.status).toBe('loaded');
  });

  it('lets the cart of a change the member just made win over a load still on its way', async () => {
    const { store, gateway, locales } = setUp('member');
    const time = virtualTime();
    slowAnswers(gateway, 'getCart', time.scheduler, () => 50);
    locales.changed('fr-CA');
    store.changed({ cartId: 501, itemCount: 9, points: 9_000 });
    await time.runUntil(50);
    expect(store.snapshot).toEqual({ status: 'loaded', cart: { cartId: 501, itemCount: 9, points: 9_000 } });
  });

  it('empties when the session ends', async () => {
    const { store, endSession } = setUp('member');
    await settle();
    endSession.execute();
    expect(store.snapshot).toEqual({ status: 'idle', cart: null });
  });

  it('reports a failure and keeps the last count', async () => {
    const { store, gateway, locales, errors } = setUp('member');
    await settle();
    gateway.failure = UNAVAILABLE;
    locales.changed('fr-CA');
    await settle();
    expect(store.snapshot).toMatchObject({ status: 'failed', cart: { itemCount: 3 } });
    expect(errors.reports).toHaveLength(1);
  });

  it('leaves a refused session to the session handling: nothing is reported', async () => {
    const { store, gateway, locales, errors } = setUp('member');
    await settle();
    gateway.failure = UNAUTHORIZED;
    locales.changed('fr-CA');
    await settle();
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toEqual([]);
  });
});
