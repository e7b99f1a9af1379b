import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { InMemoryRecentlyViewedStorage } from '../../tests/fakes/in-memory-recently-viewed-storage';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { WishlistStore } from '../wishlist/wishlist-store';
import { ProductStore } from './product-store';
import { RecentlyViewedStore } from './recently-viewed-store';
import { ViewProduct } from './view-product';

const headphones = aProductDetail({ id: 7, name: 'Headphones', slug: 'headphones', points: 12_000, imageUrl: '/h.svg', wishlistId: 31 });

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCatalogueGateway([headphones]);
  const store = new ProductStore();
  const storage = new InMemoryRecentlyViewedStorage([{ slug: 'kettle', name: 'Kettle', imageUrl: null, points: 8_000 }]);
  const recentlyViewed = new RecentlyViewedStore(storage);
  const wishlist = new WishlistStore();
  const view = new ViewProduct(gateway, store, recentlyViewed, wishlist, context.sessions, context.accounts, context.endSession, context.errors);
  return { ...context, gateway, store, storage, recentlyViewed, wishlist, view };
}

describe('ViewProduct', () => {
  it('shows a visitor the product at guest prices', async () => {
    const { view, gateway, store } = setUp('guest');
    await view.execute({ slug: 'headphones', locale: 'fr-CA' });
    expect(gateway.productRequests).toEqual([{ slug: 'headphones', locale: 'fr-CA', audience: { kind: 'guest' } }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', slug: 'headphones', product: { name: 'Headphones', wishlistId: null } });
  });

  it('prices it for the member’s active card and notes whether it is in their wishlist', async () => {
    const { view, gateway, wishlist } = setUp('member');
    await view.execute({ slug: 'headphones', locale: 'en-CA' });
    expect(gateway.productRequests[0]?.audience).toEqual({ kind: 'member', accountId: 101 });
    expect(wishlist.wishlistIdOf(7)).toBe(31);
  });

  it('puts the product first in the recently viewed list, in browser storage too', async () => {
    const { view, recentlyViewed, storage } = setUp('guest');
    await view.execute({ slug: 'headphones', locale: 'en-CA' });
    const expected = [
      { slug: 'headphones', name: 'Headphones', imageUrl: '/h.svg', points: 12_000 },
      { slug: 'kettle', name: 'Kettle', imageUrl: null, points: 8_000 },
    ];
    expect(recentlyViewed.snapshot).toEqual(expected);
    expect(storage.list).toEqual(expected);
  });

  it('says not found for an unknown product, without reporting it or recording it', async () => {
    const { view, store, errors, recentlyViewed } = setUp('guest');
    await view.execute({ slug: 'no-such-thing', locale: 'en-CA' });
    expect(store.snapshot).toEqual({ status: 'not-found', slug: 'no-such-thing' });
    expect(errors.reports).toEqual([]);
    expect(recentlyViewed.snapshot.map((product) => product.slug)).toEqual(['kettle']);
  });

  it('waits, showing loading, while the member’s cards load', async () => {
    const { view, gateway, store } = setUp('member-loading-cards');
    await view.execute({ slug: 'headphones', locale: 'en-CA' });
    expect(gateway.productRequests).toEqual([]);
    expect(store.snapshot).toEqual({ status: 'loading', slug: 'headphones' });
  });

  it('reports another failure', async () => {
    const { view, gateway, store, errors } = setUp('guest');
    gateway.failure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    await view.execute({ slug: 'headphones', locale: 'en-CA' });
    expect(store.snapshot).toEqual({ status: 'failed', slug: 'headphones' });
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session when the member’s token is refused', async () => {
    const { view, gateway, sessions } = setUp('member');
    gateway.failure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await view.execute({ slug: 'headphones', locale: 'en-CA' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it('never lets a late answer for the product left replace the one opened next', async () => {
    const { view, gateway, store } = setUp('guest');
    gateway.products.push(aProductDetail({ id: 8, name: 'Kettle', slug: 'kettle' }));
    const original = gateway.getProduct.bind(gateway);
    let releaseFirst: () => void = () => undefined;
    gateway.getProduct = async (request) => {
      if (request.slug === 'headphones') await new Promise<void>((resolve) => (releaseFirst = resolve));
      return original(request);
    };
    const first = view.execute({ slug: 'headphones', locale: 'en-CA' });
    await view.execute({ slug: 'kettle', locale: 'en-CA' });
    releaseFirst();
    await first;
    expect(store.snapshot).toMatchObject({ status: 'loaded', slug: 'kettle' });
  });
});
