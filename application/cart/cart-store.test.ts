import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeCartGateway } from '../../tests/fakes/fake-cart-gateway';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { current, settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { SwitchCard } from '../account/switch-card';
import { CartStore } from './cart-store';

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCartGateway(new FakeCatalogueGateway()).withCart(101, 3, 1_000).withCart(102, 7, 500);
  const store = new CartStore(context.context, gateway, context.errors);
  const switchCard = new SwitchCard(context.accounts, new MemorySlot<number>());
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
    expect(member.store.snapshot).toEqual({ status: 'loaded', cart: null });
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
    await settle();
    const changed = gateway.cartOf(102)!;
    const time = virtualTime();
    slowAnswers(gateway, 'getCart', time.scheduler, () => 50);
    locales.changed('fr-CA');
    store.changed(changed);
    await time.runUntil(50);
    expect(store.snapshot).toEqual({ status: 'loaded', cart: changed });
  });

  it('empties when the session ends', async () => {
    const { store, endSession } = setUp('member');
    await settle();
    endSession.execute();
    expect(store.snapshot).toEqual({ status: 'idle', cart: null });
  });

  it.each([
    { name: 'reports a failure and keeps the last count', failure: UNAVAILABLE, reports: 1 },
    { name: 'leaves a refused session to the session handling: nothing is reported, the last count kept', failure: UNAUTHORIZED, reports: 0 },
  ])('$name', async ({ failure, reports }) => {
    const { store, gateway, locales, errors } = setUp('member');
    await settle();
    gateway.failure = failure;
    locales.changed('fr-CA');
    await settle();
    expect(store.snapshot).toMatchObject({ status: 'failed', cart: { itemCount: 3 } });
    expect(errors.reports).toHaveLength(reports);
  });

  it('holds the whole cart: its lines, amounts by the rule of spec §4, promotion codes and what checkout needs', async () => {
    const { store, gateway } = setUp('member');
    const kettle = aProductDetail({ id: 7, name: 'Kettle', points: 8_000, originalPoints: 10_000, hasSplitPay: true });
    gateway.withLine(101, kettle, 2);
    store.reload();
    await settle();
    const cart = store.snapshot.cart!;
    expect(cart.lines.map((line) => [line.productName, line.quantity, line.price, line.saleAmount])).toEqual([
      ['Item', 3, 1_000, 0],
      ['Kettle', 2, 10_000, 2_000],
    ]);
    expect(cart).toMatchObject({ itemCount: 5, subtotal: 19_000, total: 19_000, cartMinimumPoints: 1_000, requiresShipping: true });
  });

  it('shows a quantity change at once, over any cart that arrives meanwhile, until it ends', async () => {
    const { store, gateway } = setUp('member');
    await settle();
    const line = store.snapshot.cart!.lines[0]!;
    store.changeStarted(line.id, 5);
    expect(store.snapshot.cart).toMatchObject({ itemCount: 5, subtotal: 5_000 });
    expect(current(store.itemCount$)).toBe(5);
    store.changed(gateway.cartOf(101)!);
    expect(store.snapshot.cart?.itemCount).toBe(5);
    store.changeEnded(line.id, 5);
    expect(store.snapshot.cart?.itemCount).toBe(3);
  });

  it('keeps showing a later change of the same line when an earlier one ends', async () => {
    const { store } = setUp('member');
    await settle();
    const line = store.snapshot.cart!.lines[0]!;
    store.changeStarted(line.id, 5);
    store.changeStarted(line.id, 6);
    store.changeEnded(line.id, 5);
    expect(store.snapshot.cart?.itemCount).toBe(6);
    store.changeStarted(line.id, 0);
    expect(store.snapshot.cart?.lines).toEqual([]);
  });

  it('forgets changes under way when the card changes: they belong to the cart that was shown', async () => {
    const { store, switchCard } = setUp('member');
    await settle();
    store.changeStarted(store.snapshot.cart!.lines[0]!.id, 9);
    switchCard.execute({ accountId: 102 });
    await settle();
    expect(store.snapshot.cart?.itemCount).toBe(7);
  });

  it('loads the cart again when asked (after a checkout), and has none once the server has none', async () => {
    const { store, gateway } = setUp('member');
    await settle();
    gateway.close(store.snapshot.cart!.cartId);
    store.reload();
    await settle();
    expect(gateway.getRequests).toHaveLength(2);
    expect(store.snapshot).toEqual({ status: 'loaded', cart: null });
    expect(current(store.itemCount$)).toBe(0);
  });

  it('asks nothing on reload for a visitor', async () => {
    const { store, gateway } = setUp('guest');
    store.reload();
    await settle();
    expect(gateway.getRequests).toEqual([]);
    expect(store.snapshot).toEqual({ status: 'idle', cart: null });
  });

  describe('split pay (spec §5)', () => {
    /** Card 101's cart holds one product that allows split pay, at 22,000 points. */
    async function splitCart() {
      const context = setUp('member');
      const first = context.gateway.cartOf(101)!;
      await context.gateway.removeLine({ cartId: first.cartId, lineId: first.lines[0]!.id, locale: 'en-CA' });
      context.gateway.withLine(
        101,
        aProductDetail({
          id: 7,
          points: 22_000,
          hasSplitPay: true,
          saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
        }),
        1,
      );
      context.store.reload();
      await settle();
      return context;
    }

    it('pays all in points until the member chooses less, then charges the card for the rest', async () => {
      const { store } = await splitCart();
      expect(current(store.payment$)).toEqual({ points: 22_000, cashPoints: 0, cashCents: 0, minPoints: 17_600, maxPoints: 22_000 });
      store.choosePoints(20_000);
      expect(store.payment).toEqual({ points: 20_000, cashPoints: 2_000, cashCents: 2_000, minPoints: 17_600, maxPoints: 22_000 });
    });

    it('never goes under the minimum share in points', async () => {
      const { store } = await splitCart();
      store.choosePoints(1);
      expect(store.payment).toMatchObject({ points: 17_600, cashPoints: 4_400, cashCents: 4_400 });
    });

    it('keeps the choice for its own cart only', async () => {
      const { store, gateway } = await splitCart();
      store.choosePoints(18_000);
      gateway.close(store.snapshot.cart!.cartId);
      gateway.withLine(
        101,
        aProductDetail({
          id: 8,
          points: 5_000,
          hasSplitPay: true,
          saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
        }),
        1,
      );
      store.reload();
      await settle();
      expect(store.payment).toMatchObject({ points: 5_000, cashPoints: 0 });
    });

    it('has no payment without a cart, and chooses nothing then', async () => {
      const { store } = setUp('guest');
      store.choosePoints(100);
      expect(store.payment).toBeNull();
      expect(current(store.payment$)).toBeNull();
    });
  });
});
