import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway, aProduct, aProductDetail, aVariant } from '../../tests/fakes/fake-catalogue-gateway';
import { FakeWishlistGateway, aWishlistItem } from '../../tests/fakes/fake-wishlist-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { wishlistFor } from '../../tests/fakes/wishlist-for';
import { ToggleWishlist } from './toggle-wishlist';

const kettle = aProductDetail({
  id: 7,
  name: 'Steel Kettle',
  defaultVariantId: 701,
  catalogId: 1,
  productCollectionId: 3,
  variants: [aVariant({ id: 701 }), aVariant({ id: 702 })],
});

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeWishlistGateway(new FakeCatalogueGateway([kettle]));
  const { wishlist: store } = wishlistFor(context, gateway);
  const toggle = new ToggleWishlist(
    gateway,
    store,
    context.notifications,
    context.signInPrompt,
    context.sessions,
    context.accounts,
    context.errors,
  );
  return { ...context, gateway, store, toggle };
}

describe('ToggleWishlist', () => {
  it('saves a card’s product with its default variant and says so, naming it', async () => {
    const { toggle, gateway, store, shown } = setUp('member');
    expect(await toggle.execute({ product: aProduct(kettle), locale: 'en-CA' })).toBe('added');
    expect(gateway.addRequests).toEqual([{ productVariantId: 701, productCollectionId: 3, catalogId: 1, accountId: 101, locale: 'en-CA' }]);
    expect(store.wishlistIdOf(7)).not.toBeNull();
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: { key: 'wishlist.notice.addedTitle' },
        description: { key: 'wishlist.notice.addedDescription', params: { name: 'Steel Kettle' } },
      }),
    ]);
  });

  it('saves the variant chosen on the detail page', async () => {
    const { toggle, gateway } = setUp('member');
    await toggle.execute({ product: { ...kettle, variantId: 702 }, locale: 'en-CA' });
    expect(gateway.addRequests[0]?.productVariantId).toBe(702);
  });

  it('removes a saved product and says so, naming it', async () => {
    const { toggle, gateway, store, shown } = setUp('member');
    gateway.items = [aWishlistItem({ id: 40, productId: 7 })];
    store.noteProduct(7, 40);
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('removed');
    expect(gateway.removeRequests).toEqual([40]);
    expect(store.wishlistIdOf(7)).toBeNull();
    expect(shown()[0]).toMatchObject({
      kind: 'success',
      title: { key: 'wishlist.notice.removedTitle' },
      description: { key: 'wishlist.notice.removedDescription', params: { name: 'Steel Kettle' } },
    });
  });

  it('counts an item already gone as removed', async () => {
    const { toggle, store, errors } = setUp('member');
    store.noteProduct(7, 40);
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('removed');
    expect(store.wishlistIdOf(7)).toBeNull();
    expect(errors.reports).toEqual([]);
  });

  it("warns 'Something went wrong!' naming the product when saving fails, and reports it", async () => {
    const { toggle, gateway, store, shown, errors } = setUp('member');
    gateway.failure = UNAVAILABLE;
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('failed');
    expect(store.wishlistIdOf(7)).toBeNull();
    expect(shown()[0]).toMatchObject({
      kind: 'warning',
      title: { key: 'wishlist.notice.failedTitle' },
      description: { key: 'wishlist.notice.addFailed', params: { name: 'Steel Kettle' } },
    });
    expect(errors.reports).toHaveLength(1);
  });

  it('warns naming the product when removing fails, and keeps it saved', async () => {
    const { toggle, gateway, store, shown } = setUp('member');
    store.noteProduct(7, 40);
    gateway.failure = UNAVAILABLE;
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('failed');
    expect(store.wishlistIdOf(7)).toBe(40);
    expect(shown()[0]).toMatchObject({
      kind: 'warning',
      description: { key: 'wishlist.notice.removeFailed', params: { name: 'Steel Kettle' } },
    });
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const { toggle, gateway, signInPrompt, shown } = setUp('guest');
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('sign-in-required');
    expect(signInPrompt.isOpen).toBe(true);
    expect(gateway.addRequests).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it('ignores a second press while the first is under way', async () => {
    const { toggle, gateway, store } = setUp('member');
    const first = toggle.execute({ product: kettle, locale: 'en-CA' });
    expect(store.isPending(7)).toBe(true);
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('busy');
    expect(await first).toBe('added');
    expect(gateway.addRequests).toHaveLength(1);
    expect(store.isPending(7)).toBe(false);
  });

  it('cannot save without a card, and says so', async () => {
    const { toggle, gateway, shown } = setUp('member-loading-cards');
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('failed');
    expect(gateway.addRequests).toEqual([]);
    expect(shown()[0]).toMatchObject({ kind: 'warning', description: { key: 'wishlist.notice.addFailed' } });
  });

  it('leaves a refused session to the session handling: no warning, nothing reported', async () => {
    const { toggle, gateway, shown, errors } = setUp('member');
    gateway.failure = UNAUTHORIZED;
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('failed');
    expect(shown()).toEqual([]);
    expect(errors.reports).toEqual([]);
  });

  it('tells an admin with read-only access that nothing can be changed, instead of the generic warning', async () => {
    const { toggle, gateway, store, shown, errors } = setUp('member');
    store.noteProduct(7, 40);
    gateway.failure = READ_ONLY;
    expect(await toggle.execute({ product: kettle, locale: 'en-CA' })).toBe('failed');
    expect(store.wishlistIdOf(7)).toBe(40);
    expect(shown()).toEqual([
      expect.objectContaining({ kind: 'warning', title: { key: 'readOnly.noticeTitle' }, description: { key: 'readOnly.notice' } }),
    ]);
    expect(errors.reports).toEqual([]);
  });
});
