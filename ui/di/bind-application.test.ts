import { TOKENS, type Token } from '@application/di-tokens';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { apiHistoricalOrder, apiOrder } from '../../tests/fakes/api-fixtures';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { aStoredSession, createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { settle } from '../../tests/fakes/slow-answers';
import { resolve } from './bind';

function signedInContainer() {
  const clock = new FixedClock();
  const catalogue = new FakeCatalogueGateway([aProductDetail({ id: 7, slug: 'kettle', name: 'Kettle', productGroup: { id: 3, code: 'K', name: 'Kettles' } })]);
  catalogue.productGroups = [{ id: 3, code: 'K', name: 'Kettles', products: [] }];
  const { container, fakes } = createFakeAppContainer({
    clock,
    catalogue,
    sessionStorage: new InMemorySessionStorage(aStoredSession(clock, ALEX_MEMBER_ID)),
  });
  const cards = alexAccounts();
  resolve(container, TOKENS.accountStore).loadSucceeded(cards, cards[0]);
  return { container, fakes };
}

describe('Application bindings', () => {
  it('bind every token, each to one shared instance', () => {
    const { container } = createFakeAppContainer();
    for (const token of Object.values(TOKENS) as Token<unknown>[]) {
      expect(resolve(container, token), token.description).toBeDefined();
      expect(resolve(container, token), token.description).toBe(resolve(container, token));
    }
  });

  it('share one store between the use cases that change it and the pages that show it', async () => {
    const { container } = signedInContainer();
    await resolve(container, TOKENS.toggleWishlist).execute({
      product: { id: 7, name: 'Kettle', defaultVariantId: 701, productCollectionId: 1, catalogId: 1 },
      locale: 'en-CA',
    });
    expect(resolve(container, TOKENS.wishlistStore).wishlistIdOf(7)).not.toBeNull();
    resolve(container, TOKENS.productStore).show('kettle');
    await settle();
    expect(resolve(container, TOKENS.recentlyViewedStore).snapshot.map((product) => product.slug)).toEqual(['kettle']);
  });

  it('forget the member’s wishlist, cart and product group when the session ends', async () => {
    const { container, fakes } = signedInContainer();
    fakes.cart.withCart(101, 2);
    const cart = resolve(container, TOKENS.cartStore);
    resolve(container, TOKENS.productGroupStore).show(3);
    resolve(container, TOKENS.wishlistStore).noteProduct(7, 40);
    await settle();
    expect(cart.snapshot.cart?.itemCount).toBe(2);

    resolve(container, TOKENS.endSession).execute();

    expect(resolve(container, TOKENS.cartStore).snapshot).toEqual({ status: 'idle', cart: null });
    expect(resolve(container, TOKENS.wishlistStore).wishlistIdOf(7)).toBeNull();
    expect(resolve(container, TOKENS.productGroupStore).snapshot).toEqual({ status: 'idle' });
  });

  it('forget the member’s order history, historical orders and order detail when the session ends', async () => {
    const { container, fakes } = signedInContainer();
    fakes.orders.withOrder(apiOrder(1)).withHistoricalOrder(apiHistoricalOrder(2));
    resolve(container, TOKENS.orderHistoryStore).show(1);
    resolve(container, TOKENS.historicalOrderStore).show(1);
    resolve(container, TOKENS.orderDetailStore).show(1);
    await settle();
    expect(resolve(container, TOKENS.orderDetailStore).snapshot.status).toBe('loaded');
    expect(resolve(container, TOKENS.historicalOrderStore).snapshot.status).toBe('loaded');

    resolve(container, TOKENS.endSession).execute();

    expect(resolve(container, TOKENS.orderHistoryStore).snapshot).toEqual({ status: 'idle' });
    expect(resolve(container, TOKENS.historicalOrderStore).snapshot).toEqual({ status: 'idle' });
    expect(resolve(container, TOKENS.orderDetailStore).snapshot).toEqual({ status: 'idle' });
  });

  it('ask a visitor to sign in through the one prompt the header shows', async () => {
    const { container } = createFakeAppContainer();
    const outcome = await resolve(container, TOKENS.toggleWishlist).execute({
      product: { id: 7, name: 'Kettle', defaultVariantId: 701, productCollectionId: 1, catalogId: 1 },
      locale: 'en-CA',
    });
    expect(outcome).toBe('sign-in-required');
    expect(resolve(container, TOKENS.signInPrompt).isOpen).toBe(true);
  });

  it('empty the header’s cart and show the debited balance once an order is placed', async () => {
    const { container, fakes } = signedInContainer();
    fakes.cart.withCart(101, 2, 5_000);
    fakes.accounts.result = { ok: true, accounts: alexAccounts().map((card) => (card.id === 101 ? { ...card, pooledBalance: 142_300 } : card)) };
    const cart = resolve(container, TOKENS.cartStore);
    resolve(container, TOKENS.checkoutStore).show();
    await settle();
    const outcome = await resolve(container, TOKENS.placeOrder).execute({
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
    expect(resolve(container, TOKENS.accountStore).snapshot.pooledBalance).toBe(142_300);
    resolve(container, TOKENS.orderConfirmationStore).show(7_001);
    await settle();
    expect(resolve(container, TOKENS.orderConfirmationStore).snapshot).toMatchObject({ status: 'loaded', order: { pointsUsed: 10_000 } });
  });
});
