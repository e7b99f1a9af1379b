import { TOKENS, type Token } from '@application/di-tokens';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { Session } from '@application/session/session';
import { capability } from './capabilities';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { apiHistoricalOrder, apiOrder } from '../../tests/fakes/api-fixtures';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { aStoredSession, createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { settle } from '../../tests/fakes/slow-answers';

function signedInContainer() {
  const clock = new FixedClock();
  const catalogue = new FakeCatalogueGateway([aProductDetail({ id: 7, slug: 'kettle', name: 'Kettle', productGroup: { id: 3, code: 'K', name: 'Kettles' } })]);
  catalogue.productGroups = [{ id: 3, code: 'K', name: 'Kettles', products: [] }];
  const { container, fakes } = createFakeAppContainer({
    clock,
    catalogue,
    sessionStorage: new MemorySlot<Session>(aStoredSession(clock, ALEX_MEMBER_ID)),
  });
  const cards = alexAccounts();
  capability(container, 'session').accountStore.loadSucceeded(cards, cards[0]);
  return { container, fakes };
}

describe('Capabilities', () => {
  it('bind every capability, each to one object built once', () => {
    const { container } = createFakeAppContainer();
    for (const token of Object.values(TOKENS) as Token<unknown>[]) {
      expect(container.get(token), token.description).toBeDefined();
      expect(container.get(token), token.description).toBe(container.get(token));
    }
  });

  it('share one store between the use cases that change it and the pages that show it', async () => {
    const { container } = signedInContainer();
    await capability(container, 'catalogue').toggleWishlist.execute({
      product: { id: 7, name: 'Kettle', defaultVariantId: 701, productCollectionId: 1, catalogId: 1 },
      locale: 'en-CA',
    });
    expect(capability(container, 'catalogue').wishlistStore.wishlistIdOf(7)).not.toBeNull();
    capability(container, 'catalogue').productStore.show('kettle');
    await settle();
    expect(capability(container, 'catalogue').recentlyViewedStore.snapshot.map((product) => product.slug)).toEqual(['kettle']);
  });

  it('forget the member’s wishlist, cart and product group when the session ends', async () => {
    const { container, fakes } = signedInContainer();
    fakes.cart.withCart(101, 2);
    const cart = capability(container, 'catalogue').cartStore;
    capability(container, 'catalogue').productGroupStore.show(3);
    capability(container, 'catalogue').wishlistStore.noteProduct(7, 40);
    await settle();
    expect(cart.snapshot.cart?.itemCount).toBe(2);

    capability(container, 'session').endSession.execute();

    expect(capability(container, 'catalogue').cartStore.snapshot).toEqual({ status: 'idle', cart: null });
    expect(capability(container, 'catalogue').wishlistStore.wishlistIdOf(7)).toBeNull();
    expect(capability(container, 'catalogue').productGroupStore.snapshot).toEqual({ status: 'idle' });
  });

  it('forget the member’s order history, historical orders and order detail when the session ends', async () => {
    const { container, fakes } = signedInContainer();
    fakes.orders.withOrder(apiOrder(1)).withHistoricalOrder(apiHistoricalOrder(2));
    capability(container, 'orders').orderHistoryStore.show(1);
    capability(container, 'orders').historicalOrderStore.show(1);
    capability(container, 'orders').orderDetailStore.show(1);
    await settle();
    expect(capability(container, 'orders').orderDetailStore.snapshot.status).toBe('loaded');
    expect(capability(container, 'orders').historicalOrderStore.snapshot.status).toBe('loaded');

    capability(container, 'session').endSession.execute();

    expect(capability(container, 'orders').orderHistoryStore.snapshot).toEqual({ status: 'idle' });
    expect(capability(container, 'orders').historicalOrderStore.snapshot).toEqual({ status: 'idle' });
    expect(capability(container, 'orders').orderDetailStore.snapshot).toEqual({ status: 'idle' });
  });

  it('ask a visitor to sign in through the one prompt the header shows', async () => {
    const { container } = createFakeAppContainer();
    const outcome = await capability(container, 'catalogue').toggleWishlist.execute({
      product: { id: 7, name: 'Kettle', defaultVariantId: 701, productCollectionId: 1, catalogId: 1 },
      locale: 'en-CA',
    });
    expect(outcome).toBe('sign-in-required');
    expect(capability(container, 'session').signInPrompt.isOpen).toBe(true);
  });

  it('empty the header’s cart and show the debited balance once an order is placed', async () => {
    const { container, fakes } = signedInContainer();
    fakes.cart.withCart(101, 2, 5_000);
    fakes.accounts.result = { ok: true, accounts: alexAccounts().map((card) => (card.id === 101 ? { ...card, pooledBalance: 142_300 } : card)) };
    const cart = capability(container, 'catalogue').cartStore;
    capability(container, 'checkout').checkoutStore.show();
    await settle();
    const outcome = await capability(container, 'checkout').placeOrder.execute({
      cart: cart.snapshot.cart!,
      payment: cart.payment!,
      card: null,
      shipTo: { kind: 'saved', addressId: 11 },
      consents: { program_rules: true },
      locale: 'en-CA',
    });
    expect(outcome).toMatchObject({ outcome: 'placed' });
    await settle();
    expect(cart.snapshot.cart).toBeNull();
    expect(capability(container, 'session').accountStore.snapshot.pooledBalance).toBe(142_300);
    capability(container, 'checkout').orderConfirmationStore.show(7_001);
    await settle();
    expect(capability(container, 'checkout').orderConfirmationStore.snapshot).toMatchObject({ status: 'loaded', order: { pointsUsed: 10_000 } });
  });
});
