import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeCatalogueGateway, aProduct } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { ProductGroupStore } from './product-group-store';

const range = { id: 3, code: 'NOVA', name: 'Nova range', products: [aProduct({ id: 7 }), aProduct({ id: 8 })] };

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper, 'fr-CA');
  const gateway = new FakeCatalogueGateway();
  gateway.productGroups = [range];
  const store = new ProductGroupStore(context.context, gateway, context.errors);
  return { ...context, gateway, store };
}

describe('ProductGroupStore', () => {
  it('shows a member the products of the group, priced for the active card, in the page’s language', async () => {
    const { store, gateway } = setUp('member');
    store.show(3);
    await settle();
    expect(gateway.productGroupRequests).toEqual([{ id: 3, locale: 'fr-CA', accountId: 101 }]);
    expect(store.snapshot).toEqual({ status: 'loaded', groupId: 3, group: range });
  });

  it('asks nothing for a visitor, whose group stays idle', async () => {
    const { store, gateway } = setUp('guest');
    store.show(3);
    await settle();
    expect(gateway.productGroupRequests).toEqual([]);
    expect(store.snapshot).toEqual({ status: 'idle' });
  });

  it('asks again for the new card after a card switch', async () => {
    const { store, gateway, accounts } = setUp('member');
    store.show(3);
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await settle();
    expect(gateway.productGroupRequests.map((request) => request.accountId)).toEqual([101, 102]);
  });

  it('fails an unknown group and reports other failures, but not a refused session', async () => {
    const unknown = setUp('member');
    unknown.store.show(99);
    await settle();
    expect(unknown.store.snapshot).toEqual({ status: 'failed', groupId: 99 });

    const broken = setUp('member');
    broken.gateway.failure = UNAVAILABLE;
    broken.store.show(3);
    await settle();
    expect(broken.errors.reports).toHaveLength(1);

    const refused = setUp('member');
    refused.gateway.failure = UNAUTHORIZED;
    refused.store.show(3);
    await settle();
    expect(refused.errors.reports).toEqual([]);
  });

  it('goes back to idle when cleared at the end of the session', async () => {
    const { store } = setUp('member');
    store.show(3);
    await settle();
    store.clear();
    expect(store.snapshot).toEqual({ status: 'idle' });
  });
});
