import type { CartGateway } from '@application/ports/cart-gateway';
import { cartAmounts, type Cart } from '@rewards-storefront/domain/cart/cart';
import { PROMO_CODE_MESSAGES } from '@rewards-storefront/domain/cart/promo-code-error';
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
  /** A cart of another member. */
  readonly othersCartId: number;
  /** A gift shared among up to three charities (spec §9), with three of its charities. */
  readonly sharedGift: CartProductRef & { readonly charityIds: readonly number[] };
}

/** The demo programme's promotion codes (README): valid, expired. */
const CODES = { valid: 'WELCOME10', expired: 'EXPIRED2025' } as const;

/**
 * What every CartGateway must do (spec §4 subtotal, §5 quantities, consent
 * and promotion codes, §7 shopping cart calls, §8 quantity cap and promo
 * messages). Each setup starts from a card whose open cart holds neither
 * `product` nor a promotion code.
 */
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

  it('shares a gift among the charities chosen, in order, with shares that sum to the line; none chosen is refused on charity_ids', async () => {
    const setup = await makeSetup();
    const { maxQuantity: _max, charityIds, ...ids } = setup.sharedGift;
    const base = { ...ids, accountId: setup.accountId, quantity: 1, disclosureConsentAccepted: false, locale: 'en-CA' } as const;
    const refused = await setup.gateway.addItem(base);
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: [{ field: 'charity_ids' }] });
    const added = await setup.gateway.addItem({ ...base, charityIds });
    if (!added.ok) throw new Error(`adding the gift failed: ${added.detail}`);
    const line = added.cart.lines.find((candidate) => candidate.productId === ids.productId)!;
    expect(line.charities.map((charity) => charity.id)).toEqual(charityIds);
    expect(line.charities.every((charity) => charity.name !== '')).toBe(true);
    expect(line.charities.reduce((sum, charity) => sum + charity.points, 0)).toBe(line.quantity * (line.price - line.saleAmount));
  });

  it('refuses a product whose consent is mandatory until it is accepted', async () => {
    const setup = await makeSetup();
    const refused = await add(setup, setup.consentProduct, 1, false);
    expect(refused).toMatchObject({ ok: false, reason: 'consent-required' });
    const accepted = await add(setup, setup.consentProduct, 1, true);
    expect(accepted.ok).toBe(true);
  });

  it('checks the request’s fields before the consent, in the server’s order: charities on a product not shared are refused first', async () => {
    const setup = await makeSetup();
    const { maxQuantity: _max, ...ids } = setup.consentProduct;
    const refused = await setup.gateway.addItem({
      ...ids,
      accountId: setup.accountId,
      quantity: 1,
      disclosureConsentAccepted: false,
      charityIds: setup.sharedGift.charityIds,
      locale: 'en-CA',
    });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: [{ field: 'charity_ids' }] });
  });

  async function cartWith(setup: CartContractSetup, quantity: number): Promise<Cart> {
    const result = await add(setup, setup.product, quantity);
    if (!result.ok) throw new Error(`adding failed: ${result.detail}`);
    return result.cart;
  }

  const lineOf = (cart: Cart, productId: number) => {
    const line = cart.lines.find((candidate) => candidate.productId === productId);
    if (!line) throw new Error(`no line of product ${productId}`);
    return line;
  };

  it('gives every line its product, price and cap, and the cart its amounts by the rule of spec §4', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, 2);
    const line = lineOf(cart, setup.product.productId);
    expect(line).toMatchObject({ productVariantId: setup.product.productVariantId, quantity: 2, maxQuantity: setup.product.maxQuantity });
    expect(line.productName).not.toBe('');
    expect(line.price).toBeGreaterThan(0);
    expect(cart).toMatchObject(cartAmounts(cart.lines));
    expect(cart.points).toBe(cart.subtotal);
    expect(cart.consentsRequired).toContain('program_rules');
    expect(cart.cartMinimumPoints).toBeGreaterThan(0);
  });

  it('sets a line’s quantity, caps it at the maximum per order saying so, and removes it at 0', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, 1);
    const lineId = lineOf(cart, setup.product.productId).id;
    const two = await setup.gateway.updateLine({ cartId: cart.cartId, lineId, quantity: 2, locale: 'en-CA' });
    if (!two.ok) throw new Error(`the change failed: ${two.detail}`);
    expect(two.quantityAdjustedTo).toBeNull();
    expect(lineOf(two.cart, setup.product.productId).quantity).toBe(2);
    expect(two.cart.itemCount).toBe(cart.itemCount + 1);
    const capped = await setup.gateway.updateLine({
      cartId: cart.cartId,
      lineId,
      quantity: setup.product.maxQuantity + 1,
      locale: 'en-CA',
    });
    expect(capped).toMatchObject({ ok: true, quantityAdjustedTo: setup.product.maxQuantity });
    const removed = await setup.gateway.updateLine({ cartId: cart.cartId, lineId, quantity: 0, locale: 'en-CA' });
    if (!removed.ok) throw new Error('the removal failed');
    expect(removed.cart.lines.map((line) => line.id)).not.toContain(lineId);
  });

  it('keeps a line’s note, clears it with null, and removes the line', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, 1);
    const lineId = lineOf(cart, setup.product.productId).id;
    const noted = await setup.gateway.updateLine({ cartId: cart.cartId, lineId, quantity: 1, notes: 'Gift wrap, please', locale: 'en-CA' });
    if (!noted.ok) throw new Error('the note failed');
    expect(lineOf(noted.cart, setup.product.productId).notes).toBe('Gift wrap, please');
    const cleared = await setup.gateway.updateLine({ cartId: cart.cartId, lineId, quantity: 1, notes: null, locale: 'en-CA' });
    if (!cleared.ok) throw new Error('clearing failed');
    expect(lineOf(cleared.cart, setup.product.productId).notes).toBeNull();
    const removed = await setup.gateway.removeLine({ cartId: cart.cartId, lineId, locale: 'en-CA' });
    if (!removed.ok) throw new Error('the removal failed');
    expect(removed.cart.lines.map((line) => line.id)).not.toContain(lineId);
    expect(await setup.gateway.removeLine({ cartId: cart.cartId, lineId, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('applies a valid code in any case, taking its saving off the total, and removes it', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, 2);
    const applied = await setup.gateway.applyPromoCode({ cartId: cart.cartId, code: CODES.valid.toLowerCase(), locale: 'en-CA' });
    if (!applied.ok) throw new Error(`the code failed: ${applied.detail}`);
    const [code] = applied.cart.promotionCodes;
    expect(code).toMatchObject({ codeName: CODES.valid });
    expect(applied.cart.promotionAmount).toBeGreaterThan(0);
    expect(code?.points).toBe(applied.cart.promotionAmount);
    // Fees (issue 21 item 18) are added after the codes and never reduced by them.
    expect(applied.cart.total).toBe(applied.cart.subtotal - applied.cart.promotionAmount + applied.cart.feeAmount);
    expect(lineOf(applied.cart, setup.product.productId).promotions).toEqual([expect.objectContaining({ codeName: CODES.valid })]);
    const removed = await setup.gateway.removePromoCode({ cartId: cart.cartId, codeId: code!.codeId, locale: 'en-CA' });
    if (!removed.ok) throw new Error('the removal failed');
    expect(removed.cart).toMatchObject({ promotionCodes: [], promotionAmount: 0, total: removed.cart.subtotal + removed.cart.feeAmount });
    expect(await setup.gateway.removePromoCode({ cartId: cart.cartId, codeId: code!.codeId, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('refuses an invalid, an expired and an already applied code in the server’s words (spec §8)', async () => {
    const setup = await makeSetup();
    const { cartId } = await cartWith(setup, 1);
    const apply = (code: string) => setup.gateway.applyPromoCode({ cartId, code, locale: 'en-CA' });
    expect(await apply('NO-SUCH-CODE')).toMatchObject({
      ok: false,
      reason: 'promo-code-refused',
      failure: { message: PROMO_CODE_MESSAGES.invalid, errors: [{ field: 'promo_code', message: PROMO_CODE_MESSAGES.invalid }] },
    });
    expect(await apply(CODES.expired)).toMatchObject({
      reason: 'promo-code-refused',
      failure: { errors: [{ field: 'promo_code', message: PROMO_CODE_MESSAGES.expired }] },
    });
    expect((await apply(CODES.valid)).ok).toBe(true);
    expect(await apply(CODES.valid)).toMatchObject({
      reason: 'promo-code-refused',
      failure: { message: PROMO_CODE_MESSAGES.alreadyApplied },
    });
    const codes = await setup.gateway.getCart({ accountId: setup.accountId, locale: 'en-CA' });
    if (codes.ok && codes.cart)
      for (const code of codes.cart.promotionCodes) await setup.gateway.removePromoCode({ cartId, codeId: code.codeId, locale: 'en-CA' });
  });

  it('another member’s cart cannot be changed', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, 1);
    const lineId = lineOf(cart, setup.product.productId).id;
    const cartId = setup.othersCartId;
    expect(await setup.gateway.updateLine({ cartId, lineId, quantity: 2, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
    expect(await setup.gateway.removeLine({ cartId, lineId, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await setup.gateway.applyPromoCode({ cartId, code: CODES.valid, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('another member’s card has no cart to read or add to', async () => {
    const setup = await makeSetup();
    expect(await setup.gateway.getCart({ accountId: setup.othersAccountId, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
    expect(await add(setup, setup.product, 1, false, setup.othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });
}
