import type { CartGateway } from '@application/ports/cart-gateway';
import { expect, it } from 'vitest';

/** A product variant to put in the cart, with its maximum per order. */
export interface CartProductRef {
  readonly productId: number;
  readonly productVariantId: number;
  readonly productCollectionId: number;
  readonly catalogId: number;
  readonly maxQuantity: number;
}

export interface CartContractSetup {
  readonly gateway: CartGateway;
  /** One of the member's cards, whose cart does not hold `product` yet. */
  readonly accountId: number;
  /** A card of another member. */
  readonly othersAccountId: number;
  /** A product with a maximum per order of at least 2, no consent needed. */
  readonly product: CartProductRef;
  /** A product whose disclosure consent is mandatory (a prepaid card). */
  readonly consentProduct: CartProductRef;
}

/** What every CartGateway must do (spec §5 quantities and consent, §7 shopping cart calls, §8 quantity cap). */
export function cartGatewayContract(makeSetup: () => Promise<CartContractSetup>): void {
  function add(setup: CartContractSetup, product: CartProductRef, quantity: number, consent = false, accountId = setup.accountId) {
    const { maxQuantity: _max, ...ids } = product;
    return setup.gateway.addItem({ ...ids, accountId, quantity, disclosureConsentAccepted: consent, locale: 'en-CA' });
  }

  async function itemCount(setup: CartContractSetup): Promise<number> {
    const result = await setup.gateway.getCart({ accountId: setup.accountId, locale: 'en-CA' });
    if (!result.ok) throw new Error(`the cart failed: ${result.detail}`);
    return result.cart?.itemCount ?? 0;
  }

  it('an added item counts in the card’s cart, and the cart reads back the same', async () => {
    const setup = await makeSetup();
    const before = await itemCount(setup);
    const result = await add(setup, setup.product, 1);
    if (!result.ok) throw new Error(`adding failed: ${result.detail}`);
    expect(result.quantityAdjustedTo).toBeNull();
    expect(result.cart.itemCount).toBe(before + 1);
    expect(result.cart.points).toBeGreaterThan(0);
    const read = await setup.gateway.getCart({ accountId: setup.accountId, locale: 'en-CA' });
    expect(read).toEqual({ ok: true, cart: result.cart });
  });

  it('adding the same variant again adds to its line, capped at the maximum per order, and says so', async () => {
    const setup = await makeSetup();
    const before = await itemCount(setup);
    const first = await add(setup, setup.product, 1);
    const second = await add(setup, setup.product, setup.product.maxQuantity);
    if (!first.ok || !second.ok) throw new Error('adding failed');
    expect(second.quantityAdjustedTo).toBe(setup.product.maxQuantity);
    expect(second.cart.itemCount).toBe(before + setup.product.maxQuantity);
    expect(second.cart.cartId).toBe(first.cart.cartId);
  });

  it('refuses a product whose consent is mandatory until it is accepted', async () => {
    const setup = await makeSetup();
    const refused = await add(setup, setup.consentProduct, 1, false);
    expect(refused).toMatchObject({ ok: false, reason: 'consent-required' });
    const accepted = await add(setup, setup.consentProduct, 1, true);
    expect(accepted.ok).toBe(true);
  });

  it('another member’s card has no cart to read or add to', async () => {
    const setup = await makeSetup();
    expect(await setup.gateway.getCart({ accountId: setup.othersAccountId, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await add(setup, setup.product, 1, false, setup.othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });
}
