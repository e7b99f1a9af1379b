import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { describe, expect, it } from 'vitest';
import { aCharitableGift } from '../../tests/fakes/charitable-gift-fixtures';
import { FakeCartGateway } from '../../tests/fakes/fake-cart-gateway';
import { FakeCatalogueGateway, aProductDetail, aVariant } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { settle } from '../../tests/fakes/slow-answers';
import { AddToCart } from './add-to-cart';
import { CartStore } from './cart-store';

const kettle = aProductDetail({
  id: 7,
  name: 'Steel Kettle',
  catalogId: 1,
  productCollectionId: 3,
  maxQuantity: 3,
  variants: [aVariant({ id: 701, points: 8_000 }), aVariant({ id: 702, points: 8_000, isAvailable: false })],
});
const prepaid = aProductDetail({ id: 9, name: 'Prepaid Visa', isDisclosureConsentMandatory: true, variants: [aVariant({ id: 901 })] });
const sharedGift = aCharitableGift({ id: 11, variantId: 1101, points: 3_000, charityIds: [21, 22, 23, 24] });

function setUp(shopper: Shopper, products: ProductDetail[] = [kettle, prepaid, sharedGift]) {
  const context = shopperContext(shopper);
  const gateway = new FakeCartGateway(new FakeCatalogueGateway(products));
  const cart = new CartStore(context.context, gateway, context.errors);
  const add = new AddToCart(gateway, cart, context.notifications, context.signInPrompt, context.sessions, context.accounts, context.errors);
  return { ...context, gateway, cart, add };
}

const variant = (product: ProductDetail, index = 0) => product.variants[index]!;

describe('AddToCart', () => {
  it('adds the chosen variant to the active card’s cart, updates the count and says so', async () => {
    const { add, gateway, cart, shown } = setUp('member');
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 2, consentAccepted: false, locale: 'fr-CA' });
    expect(result).toEqual({ outcome: 'added' });
    expect(gateway.addRequests).toEqual([
      {
        productId: 7,
        productVariantId: 701,
        productCollectionId: 3,
        catalogId: 1,
        accountId: 101,
        quantity: 2,
        disclosureConsentAccepted: false,
        locale: 'fr-CA',
      },
    ]);
    expect(cart.snapshot).toMatchObject({ status: 'loaded', cart: { itemCount: 2, points: 16_000 } });
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: { key: 'cart.notice.addedTitle' },
        description: { key: 'cart.notice.addedDescription', params: { name: 'Steel Kettle', quantity: 2 } },
      }),
    ]);
  });

  it('warns with the quantity cap when the line was cut down to the product’s maximum', async () => {
    const { add, cart, shown } = setUp('member');
    await add.execute({ product: kettle, variant: variant(kettle), quantity: 2, consentAccepted: false, locale: 'en-CA' });
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 2, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'adjusted' });
    expect(cart.snapshot.cart?.itemCount).toBe(3);
    expect(shown()[1]).toMatchObject({
      kind: 'warning',
      title: { key: 'cart.notice.quantityCapTitle' },
      description: { key: 'cart.notice.quantityCap', params: { quantity: 3 } },
    });
  });

  it('shares a gift among the charities chosen: sends them in order, and the line names them with shares that sum to it', async () => {
    const { add, gateway, cart } = setUp('member');
    const input = { product: sharedGift, variant: variant(sharedGift), quantity: 1, consentAccepted: false, locale: 'en-CA' } as const;
    expect(await add.execute({ ...input, charityIds: [23, 21] })).toEqual({ outcome: 'added' });
    expect(gateway.addRequests[0]?.charityIds).toEqual([23, 21]);
    expect(cart.snapshot.cart?.lines[0]?.charities).toEqual([
      { id: 23, name: 'Clean Water Initiative', points: 1_500 },
      { id: 21, name: 'Community Food Bank', points: 1_500 },
    ]);
  });

  it('refuses a shared gift without a call for no charity, more than the product allows, or one twice (spec §9)', async () => {
    const { add, gateway, shown } = setUp('member');
    const input = { product: sharedGift, variant: variant(sharedGift), quantity: 1, consentAccepted: false, locale: 'en-CA' } as const;
    expect(await add.execute(input)).toEqual({ outcome: 'refused', reason: 'none-chosen' });
    expect(await add.execute({ ...input, charityIds: [21, 22, 23, 24] })).toEqual({ outcome: 'refused', reason: 'too-many' });
    expect(await add.execute({ ...input, charityIds: [21, 21] })).toEqual({ outcome: 'refused', reason: 'duplicate' });
    expect(gateway.addRequests).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it('sends no charities for a product that is not shared among charities', async () => {
    const { add, gateway } = setUp('member');
    await add.execute({
      product: kettle,
      variant: variant(kettle),
      quantity: 1,
      consentAccepted: false,
      charityIds: [21],
      locale: 'en-CA',
    });
    expect(gateway.addRequests[0]).not.toHaveProperty('charityIds');
  });

  it('sends a quantity within 1 and the product’s maximum', async () => {
    const { add, gateway } = setUp('member');
    await add.execute({ product: kettle, variant: variant(kettle), quantity: 50, consentAccepted: false, locale: 'en-CA' });
    expect(gateway.addRequests[0]?.quantity).toBe(3);
  });

  it('refuses without a call while a mandatory disclosure consent is unticked', async () => {
    const { add, gateway, shown } = setUp('member');
    const result = await add.execute({ product: prepaid, variant: variant(prepaid), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'refused', reason: 'consent-required' });
    expect(gateway.addRequests).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it('adds a prepaid card once its consent is accepted, and says the consent was given', async () => {
    const { add, gateway } = setUp('member');
    const result = await add.execute({ product: prepaid, variant: variant(prepaid), quantity: 1, consentAccepted: true, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'added' });
    expect(gateway.addRequests[0]?.disclosureConsentAccepted).toBe(true);
  });

  it('refuses an unavailable variant and a product hidden from the cart without a call', async () => {
    const { add, gateway } = setUp('member');
    expect(
      await add.execute({ product: kettle, variant: variant(kettle, 1), quantity: 1, consentAccepted: false, locale: 'en-CA' }),
    ).toEqual({
      outcome: 'refused',
      reason: 'unavailable',
    });
    const hidden = { ...kettle, hideAddToCart: true };
    expect(await add.execute({ product: hidden, variant: variant(hidden), quantity: 1, consentAccepted: false, locale: 'en-CA' })).toEqual({
      outcome: 'refused',
      reason: 'hidden',
    });
    expect(gateway.addRequests).toEqual([]);
  });

  it("shows 'Item Not Available' when the server says the item cannot be had", async () => {
    const soldOutMeanwhile = { ...kettle, variants: [aVariant({ id: 701, isAvailable: false })] };
    const { add, shown, errors } = setUp('member', [soldOutMeanwhile]);
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'failed', reason: 'unavailable' });
    expect(shown()[0]).toMatchObject({
      kind: 'danger',
      title: { key: 'product.notice.unavailableTitle' },
      description: { key: 'product.notice.unavailable' },
    });
    expect(errors.reports).toEqual([]);
  });

  it("asking for more than is left in stock shows 'Item Not Available' with how many are left, adds nothing, reports nothing", async () => {
    const fewLeft = { ...kettle, variants: [aVariant({ id: 701, points: 8_000, stockQuantity: 1 })] };
    const { add, cart, shown, errors } = setUp('member', [fewLeft]);
    const result = await add.execute({ product: fewLeft, variant: variant(fewLeft), quantity: 2, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'failed', reason: 'unavailable' });
    expect(cart.snapshot.cart).toBeNull();
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'product.notice.unavailableTitle' },
        description: { key: 'cart.notice.insufficientStock', params: { available: 1 } },
      }),
    ]);
    expect(errors.reports).toEqual([]);
    expect(await add.execute({ product: fewLeft, variant: variant(fewLeft), quantity: 1, consentAccepted: false, locale: 'en-CA' })).toEqual({
      outcome: 'added',
    });
  });

  it('a variant with none left says it is out of stock', async () => {
    const soldOut = { ...kettle, variants: [aVariant({ id: 701, points: 8_000, stockQuantity: 0 })] };
    const { add, shown } = setUp('member', [soldOut]);
    await add.execute({ product: soldOut, variant: variant(soldOut), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(shown()[0]).toMatchObject({ title: { key: 'product.notice.unavailableTitle' }, description: { key: 'cart.notice.outOfStock' } });
  });

  it('tells the member to call the bank when the card is on hold or cancelled, adds nothing and reports nothing', async () => {
    const { add, gateway, cart, shown, errors } = setUp('member');
    gateway.inactiveAccountIds = new Set([101]);
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'failed', reason: 'account-not-active' });
    expect(cart.snapshot.cart).toBeNull();
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'cart.notice.accountNotActiveTitle' },
        description: { key: 'cart.notice.accountNotActive' },
      }),
    ]);
    expect(errors.reports).toEqual([]);
  });

  it('shows the generic system error for any other failure, and reports it', async () => {
    const { add, gateway, cart, shown, errors } = setUp('member');
    gateway.failure = UNAVAILABLE;
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'failed' });
    await settle();
    expect(cart.snapshot.cart).toBeNull();
    expect(shown()[0]).toMatchObject({
      kind: 'danger',
      title: { key: 'cart.notice.addFailedTitle' },
      description: { key: 'cart.notice.addFailed' },
    });
    expect(errors.reports).toHaveLength(1);
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const { add, gateway, signInPrompt } = setUp('guest');
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'sign-in-required' });
    expect(signInPrompt.isOpen).toBe(true);
    expect(gateway.addRequests).toEqual([]);
  });

  it('cannot add without a card, and shows the generic error', async () => {
    const { add, gateway, shown } = setUp('member-loading-cards');
    const result = await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' });
    expect(result).toEqual({ outcome: 'failed' });
    expect(gateway.addRequests).toEqual([]);
    expect(shown()[0]).toMatchObject({ kind: 'danger', description: { key: 'cart.notice.addFailed' } });
  });

  it('leaves a refused session to the session handling: no notice, nothing reported', async () => {
    const { add, gateway, shown, errors } = setUp('member');
    gateway.failure = UNAUTHORIZED;
    expect(await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
    });
    expect(shown()).toEqual([]);
    expect(errors.reports).toEqual([]);
  });

  it('tells an admin with read-only access that nothing can be changed, instead of the generic error', async () => {
    const { add, gateway, shown, errors } = setUp('member');
    gateway.failure = READ_ONLY;
    expect(await add.execute({ product: kettle, variant: variant(kettle), quantity: 1, consentAccepted: false, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'read-only',
    });
    expect(shown()).toEqual([
      expect.objectContaining({ kind: 'warning', title: { key: 'readOnly.noticeTitle' }, description: { key: 'readOnly.notice' } }),
    ]);
    expect(errors.reports).toEqual([]);
  });

  it('does not show the answer on the header once the member has switched to another card', async () => {
    const { add, cart, accounts } = setUp('member');
    await settle();
    const adding = add.execute({ product: kettle, variant: variant(kettle), quantity: 2, consentAccepted: false, locale: 'en-CA' });
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await adding;
    await settle();
    expect(cart.snapshot).toEqual({ status: 'loaded', cart: null });
  });
});
