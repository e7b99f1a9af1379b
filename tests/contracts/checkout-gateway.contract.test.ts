import type { CatalogueGateway } from '@application/ports/catalogue-gateway';
import { EMPTY_FILTERS } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import type { ProductSummary } from '@rewards-storefront/domain/catalogue/product-summary';
import { HttpCartGateway } from '@infrastructure/http-cart-gateway';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpCheckoutGateway } from '@infrastructure/http-checkout-gateway';
import { HttpOrderGateway } from '@infrastructure/http-order-gateway';
import { describe } from 'vitest';
import { FakeCartGateway } from '../fakes/fake-cart-gateway';
import { aProductDetail } from '../fakes/fake-catalogue-gateway';
import { FakeCheckoutGateway } from '../fakes/fake-checkout-gateway';
import { FakeOrderGateway } from '../fakes/fake-order-gateway';
import { FixedClock } from '../fakes/fixed-clock';
import type { CartProductRef } from './cart-gateway.contract';
import { checkoutGatewayContract } from './checkout-gateway.contract';
import { fakeShopCatalogue } from './support/fake-shop-data';
import { signedInClient } from './support/member-client';
import { useRealProgrammeApi } from './support/real-programme-api';
import { emptyCart } from './support/empty-cart';

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

describe('CheckoutGateway contract: the fakes used by use-case tests', () => {
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
    const orders = new FakeOrderGateway(new FixedClock('2026-03-02T15:00:00.000Z'));
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
});

describe('CheckoutGateway contract: the openapi-fetch adapters against the real programme API', () => {
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
