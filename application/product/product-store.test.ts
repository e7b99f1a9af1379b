import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { wishlistFor } from '../../tests/fakes/wishlist-for';
import { ProductStore } from './product-store';
import { RecentlyViewedStore } from './recently-viewed-store';

const headphones = aProductDetail({ id: 7, name: 'Headphones', slug: 'headphones', points: 12_000, imageUrl: '/h.svg', wishlistId: 31 });

function setUp(shopper: Shopper, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext(shopper, locale);
  const gateway = new FakeCatalogueGateway([headphones]);
  const storage = new MemorySlot<readonly RecentlyViewedProduct[]>([{ slug: 'kettle', name: 'Kettle', imageUrl: null, points: 8_000 }]);
  const recentlyViewed = new RecentlyViewedStore(storage);
  const { wishlist } = wishlistFor(context);
  const store = new ProductStore(context.context, gateway, recentlyViewed, wishlist, context.errors);
  return { ...context, gateway, store, storage, recentlyViewed, wishlist };
}

describe('ProductStore', () => {
  it('shows a visitor the product at guest prices, in the page’s language', async () => {
    const { store, gateway } = setUp('guest', 'fr-CA');
    store.show('headphones');
    await settle();
    expect(gateway.productRequests).toEqual([{ slug: 'headphones', locale: 'fr-CA', audience: { kind: 'guest' } }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', slug: 'headphones', product: { name: 'Headphones', wishlistId: null } });
  });

  it('prices it for the member’s active card and notes whether it is in their wishlist', async () => {
    const { store, gateway, wishlist } = setUp('member');
    store.show('headphones');
    await settle();
    expect(gateway.productRequests[0]?.audience).toEqual({ kind: 'member', accountId: 101 });
    expect(wishlist.wishlistIdOf(7)).toBe(31);
  });

  it('puts the product first in the recently viewed list, in browser storage too', async () => {
    const { store, recentlyViewed, storage } = setUp('guest');
    store.show('headphones');
    await settle();
    const expected = [
      { slug: 'headphones', name: 'Headphones', imageUrl: '/h.svg', points: 12_000 },
      { slug: 'kettle', name: 'Kettle', imageUrl: null, points: 8_000 },
    ];
    expect(recentlyViewed.snapshot).toEqual(expected);
    expect(storage.stored).toEqual(expected);
  });

  it('says not found for an unknown product, without reporting it or recording it', async () => {
    const { store, errors, recentlyViewed } = setUp('guest');
    store.show('no-such-thing');
    await settle();
    expect(store.snapshot).toEqual({ status: 'not-found', slug: 'no-such-thing' });
    expect(errors.reports).toEqual([]);
    expect(recentlyViewed.snapshot.map((product) => product.slug)).toEqual(['kettle']);
  });

  it('waits, showing loading, while the member’s cards load', async () => {
    const { store, gateway } = setUp('member-loading-cards');
    store.show('headphones');
    await settle();
    expect(gateway.productRequests).toEqual([]);
    expect(store.snapshot).toEqual({ status: 'loading', slug: 'headphones' });
  });

  it('is asked again when the member switches card or signs out', async () => {
    const { store, gateway, accounts, endSession } = setUp('member');
    store.show('headphones');
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[2]!);
    await settle();
    endSession.execute();
    await settle();
    expect(gateway.productRequests.map((request) => request.audience)).toEqual([
      { kind: 'member', accountId: 101 },
      { kind: 'member', accountId: 103 },
      { kind: 'guest' },
    ]);
  });

  it('never lets a late answer for the product left replace the one opened next, nor record it as viewed', async () => {
    const { store, gateway, recentlyViewed } = setUp('guest');
    gateway.products.push(aProductDetail({ id: 8, name: 'Kettle', slug: 'kettle' }));
    const time = virtualTime();
    slowAnswers(gateway, 'getProduct', time.scheduler, (request) => (request.slug === 'headphones' ? 100 : 10));
    store.show('headphones');
    store.show('kettle');
    await time.runUntil(100);
    expect(store.snapshot).toMatchObject({ status: 'loaded', slug: 'kettle' });
    expect(recentlyViewed.snapshot.map((product) => product.slug)).toEqual(['kettle']);
  });
});
