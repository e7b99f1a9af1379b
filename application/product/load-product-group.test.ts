import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway, aProduct } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { LoadProductGroup } from './load-product-group';
import { ProductGroupStore } from './product-group-store';

const range = { id: 3, code: 'NOVA', name: 'Nova range', products: [aProduct({ id: 7 }), aProduct({ id: 8 })] };

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCatalogueGateway();
  gateway.productGroups = [range];
  const store = new ProductGroupStore();
  const load = new LoadProductGroup(gateway, store, context.sessions, context.accounts, context.endSession, context.errors);
  return { ...context, gateway, store, load };
}

describe('LoadProductGroup', () => {
  it('shows a member the products of the group, priced for the active card', async () => {
    const { load, gateway, store } = setUp('member');
    await load.execute({ id: 3, locale: 'fr-CA' });
    expect(gateway.productGroupRequests).toEqual([{ id: 3, locale: 'fr-CA', accountId: 101 }]);
    expect(store.snapshot).toEqual({ status: 'loaded', groupId: 3, group: range });
  });

  it('asks nothing for a visitor, whose store stays idle', async () => {
    const { load, gateway, store } = setUp('guest');
    await load.execute({ id: 3, locale: 'en-CA' });
    expect(gateway.productGroupRequests).toEqual([]);
    expect(store.snapshot).toEqual({ status: 'idle' });
  });

  it('waits while the member’s cards load', async () => {
    const { load, gateway, store } = setUp('member-loading-cards');
    await load.execute({ id: 3, locale: 'en-CA' });
    expect(gateway.productGroupRequests).toEqual([]);
    expect(store.snapshot).toEqual({ status: 'loading', groupId: 3 });
  });

  it('reports an unknown group as a failure', async () => {
    const { load, store, errors } = setUp('member');
    await load.execute({ id: 99, locale: 'en-CA' });
    expect(store.snapshot).toEqual({ status: 'failed', groupId: 99 });
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session when the member’s token is refused', async () => {
    const { load, gateway, sessions } = setUp('member');
    gateway.failure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await load.execute({ id: 3, locale: 'en-CA' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it('forgets the group when cleared, dropping an answer still on its way', async () => {
    const { load, store } = setUp('member');
    const pending = load.execute({ id: 3, locale: 'en-CA' });
    store.clear();
    await pending;
    expect(store.snapshot).toEqual({ status: 'idle' });
  });
});
