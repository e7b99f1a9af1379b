import type { CartGateway } from '@application/ports/cart-gateway';
import type { CatalogueGateway } from '@application/ports/catalogue-gateway';
import { EMPTY_FILTERS } from '@domain/catalogue/catalogue-filters';
import type { ProductSummary } from '@domain/catalogue/product-summary';
import { HttpCartGateway } from '@infrastructure/http-cart-gateway';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpCheckoutGateway } from '@infrastructure/http-checkout-gateway';
import { HttpOrderGateway } from '@infrastructure/http-order-gateway';
import { describe } from 'vitest';
import { FakeCartGateway } from '../fakes/fake-cart-gateway';
import { aProductDetail } from '../fakes/fake-catalogue-gateway';
import { FakeCheckoutGateway } from '../fakes/fake-checkout-gateway';
import { FakeOrderGateway, anOrder } from '../fakes/fake-order-gateway';
import type { CartProductRef } from './cart-gateway.contract';
import { checkoutGatewayContract, orderGatewayContract } from './checkout-gateway.contract';
import { fakeShopCatalogue } from './support/fake-shop-data';
import { signedInClient } from './support/member-client';
import { useRealProgrammeApi } from './support/real-programme-api';

function refOf(
  product: { id: number; defaultVariantId: number; productCollectionId: number; catalogId: number },
  maxQuantity = 10,
): CartProductRef {
  return {
    productId: product.id,
    productVariantId: product.defaultVariantId,
    productCollectionId: product.productCollectionId,
    catalogId: product.catalogId,
    maxQuantity,
  };
}

/** Takes every line and promotion code out of the card's open cart. */
async function emptyCart(gateway: CartGateway, accountId: number): Promise<void> {
  const read = await gateway.getCart({ accountId, locale: 'en-CA' });
  if (!read.ok || !read.cart) return;
  const { cartId, lines, promotionCodes } = read.cart;
  for (const line of lines) await gateway.removeLine({ cartId, lineId: line.id, locale: 'en-CA' });
  for (const code of promotionCodes) await gateway.removePromoCode({ cartId, codeId: code.codeId, locale: 'en-CA' });
}

/** Merchandise a card may order, cheapest first, from `minPoints` up (split pay starts at 25,000 points in the demo). */
async function merchandise(catalogue: CatalogueGateway, accountId: number, minPoints = 1_000): Promise<ProductSummary[]> {
  const pages = await Promise.all(
    [1, 2].map((page) =>
      catalogue.listProducts({
        catalogue: 'merchandise',
        locale: 'en-CA',
        page,
        perPage: 24,
        audience: { kind: 'member', accountId },
        filters: { ...EMPTY_FILTERS, minPoints },
        sort: 'price-low-high',
      }),
    ),
  );
  return pages
    .flatMap((page) => (page.ok ? page.page.products : []))
    .filter(
      (product) => !product.hideAddToCart && !product.isDisclosureConsentMandatory && !product.optionsAvailable && product.points >= 1_000,
    );
}

describe('CheckoutGateway and OrderGateway contracts: the fakes used by use-case tests', () => {
  checkoutGatewayContract(async () => {
    const catalogue = fakeShopCatalogue();
    const split = aProductDetail({
      id: 80,
      name: 'Split Speaker',
      slug: 'split-speaker',
      points: 6_000,
      hasSplitPay: true,
      saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
    });
    catalogue.withProduct(split);
    const cart = new FakeCartGateway(catalogue);
    const orders = new FakeOrderGateway();
    const product = catalogue.detailOf(5)!;
    return {
      checkout: new FakeCheckoutGateway(cart, orders),
      cart,
      orders,
      accountId: 101,
      product: refOf(product),
      splitProduct: refOf(split),
      keyPrefix: 'fake-contract',
    };
  });

  orderGatewayContract(async () => ({
    gateway: new FakeOrderGateway([anOrder(7001)]),
    order: { id: 7001, referenceIdentifier: 'RW-7001' },
    othersOrderId: 7002,
  }));
});

describe('CheckoutGateway and OrderGateway contracts: the openapi-fetch adapters against the real programme API', () => {
  const server = useRealProgrammeApi();
  let run = 0;

  checkoutGatewayContract(async () => {
    const elite = await signedInClient(server().url, 'elite');
    const accountId = elite.accountIds[0]!;
    const cart = new HttpCartGateway(elite.client);
    await emptyCart(cart, accountId);
    const catalogue = new HttpCatalogueGateway(elite.client, 'demo');
    const product = await firstOrderable(catalogue, accountId, await merchandise(catalogue, accountId));
    const split = await firstOrderable(
      catalogue,
      accountId,
      (await merchandise(catalogue, accountId, 25_000)).filter((candidate) => candidate.hasSplitPay),
    );
    if (!split) throw new Error('the demo catalogue has no split-pay merchandise on its first pages');
    run += 1;
    return {
      checkout: new HttpCheckoutGateway(elite.client),
      cart,
      orders: new HttpOrderGateway(elite.client),
      accountId,
      product: refOf(product!),
      splitProduct: refOf(split),
      keyPrefix: `real-contract-${Date.now()}-${run}`,
    };
  });

  orderGatewayContract(async () => {
    const elite = await signedInClient(server().url, 'elite');
    const business = await signedInClient(server().url, 'business');
    const accountId = business.accountIds[0]!;
    const cart = new HttpCartGateway(business.client);
    await emptyCart(cart, accountId);
    const catalogue = new HttpCatalogueGateway(business.client, 'demo');
    const product = await firstOrderable(catalogue, accountId, await merchandise(catalogue, accountId));
    const added = await cart.addItem({ ...refOf(product!), accountId, quantity: 1, disclosureConsentAccepted: false, locale: 'en-CA' });
    if (!added.ok) throw new Error(`adding failed: ${added.detail}`);
    const address = {
      first_name: 'Sam',
      last_name: 'Baker',
      address1: '100 King Street West',
      address2: null,
      city: 'Toronto',
      region_code: 'ON',
      postal_code: 'M5X 1A9',
      country: 'CA',
    };
    const placed = await new HttpCheckoutGateway(business.client).placeOrder(
      {
        cartId: added.cart.cartId,
        accountId,
        kountSessionId: 'contract-session',
        points: null,
        card: null,
        shipTo: { kind: 'new', address, save: false },
        consents: { program_rules: true },
        locale: 'en-CA',
      },
      `order-contract-${Date.now()}`,
    );
    if (!placed.ok) throw new Error(`business's checkout failed: ${placed.detail}`);
    return {
      gateway: new HttpOrderGateway(business.client),
      order: { id: placed.orderId, referenceIdentifier: placed.referenceIdentifier },
      othersOrderId: await firstOrderOf(elite.client),
    };
  });
});

/** The first of `candidates` whose default variant can be ordered today (the list does not say; the detail does). */
async function firstOrderable(
  catalogue: CatalogueGateway,
  accountId: number,
  candidates: readonly ProductSummary[],
): Promise<ProductSummary | undefined> {
  for (const candidate of candidates) {
    const detail = await catalogue.getProduct({ slug: candidate.slug, locale: 'en-CA', audience: { kind: 'member', accountId } });
    if (
      detail.ok &&
      detail.product.isAvailable &&
      detail.product.variants.some((variant) => variant.id === candidate.defaultVariantId && variant.isAvailable)
    ) {
      return candidate;
    }
  }
  return undefined;
}

/** The id of the newest order of a member (the demo's elite has several). */
async function firstOrderOf(client: Awaited<ReturnType<typeof signedInClient>>['client']): Promise<number> {
  const { data } = await client.GET('/member/order', { params: { query: {} } });
  const id = data?.data[0]?.id;
  if (id === undefined) throw new Error('the member has no order');
  return id;
}
