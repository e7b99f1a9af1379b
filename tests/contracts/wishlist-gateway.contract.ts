import type { WishlistGateway } from '@application/ports/wishlist-gateway';
import { expect, it } from 'vitest';

/** A product variant the member has not saved yet, with where it is sold. */
export interface WishlistProductRef {
  readonly productId: number;
  readonly productVariantId: number;
  readonly productCollectionId: number;
  readonly catalogId: number;
}

export interface WishlistContractSetup {
  /** The member's wishlist. */
  readonly gateway: WishlistGateway;
  /** One of the member's cards. */
  readonly accountId: number;
  readonly product: WishlistProductRef;
  /** A wishlist item of another member. */
  readonly othersItemId: number;
  /** A card of another member. */
  readonly othersAccountId: number;
}

/** What every WishlistGateway must do (spec §3 "Wishlist item", §7; decisions: another member's item answers 404). */
export function wishlistGatewayContract(makeSetup: () => Promise<WishlistContractSetup>): void {
  async function added(setup: WishlistContractSetup) {
    const result = await setup.gateway.add({ ...setup.product, accountId: setup.accountId, locale: 'en-CA' });
    if (!result.ok) throw new Error(`adding failed: ${result.detail}`);
    return result.item;
  }

  /** The member's items, as listed for their card. */
  async function listed(setup: WishlistContractSetup) {
    const list = await setup.gateway.list({ locale: 'en-CA', accountId: setup.accountId });
    if (!list.ok) throw new Error('the list failed');
    return list.items;
  }

  it('an added product is listed first, with its name, price and image', async () => {
    const setup = await makeSetup();
    const item = await added(setup);
    expect(item).toMatchObject({ productId: setup.product.productId, productName: expect.any(String), points: expect.any(Number) });
    expect((await listed(setup))[0]).toMatchObject({ id: item.id, productId: item.productId, productName: item.productName });
  });

  it('adding the same variant again answers the item already saved, never a duplicate', async () => {
    const setup = await makeSetup();
    const first = await added(setup);
    const again = await added(setup);
    expect(again.id).toBe(first.id);
    expect((await listed(setup)).filter((item) => item.id === first.id)).toHaveLength(1);
  });

  it('a removed item leaves the list, and removing it again is 404', async () => {
    const setup = await makeSetup();
    const item = await added(setup);
    expect(await setup.gateway.remove(item.id)).toEqual({ ok: true });
    expect((await listed(setup)).map((listedItem) => listedItem.id)).not.toContain(item.id);
    expect(await setup.gateway.remove(item.id)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('another member’s item can be neither listed nor removed', async () => {
    const setup = await makeSetup();
    expect((await listed(setup)).map((item) => item.id)).not.toContain(setup.othersItemId);
    expect(await setup.gateway.remove(setup.othersItemId)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it("a card's earning over the goals' window is a whole number of points for the member's card, and another member's card is 404", async () => {
    const setup = await makeSetup();
    const earning = await setup.gateway.cardEarning(setup.accountId);
    if (!earning.ok) throw new Error(`the earning failed: ${earning.reason}`);
    expect(earning.earning).toEqual({ accountId: setup.accountId, windowDays: 90, earnedPoints: expect.any(Number) });
    expect(Number.isSafeInteger(earning.earning.earnedPoints) && earning.earning.earnedPoints >= 0).toBe(true);
    expect(await setup.gateway.cardEarning(setup.othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });
}
