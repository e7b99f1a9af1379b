import type { CatalogueGateway } from '@application/ports/catalogue-gateway';
import type { ProgrammeApiClient } from '@infrastructure/openapi-client';
import { HttpCartGateway } from '@infrastructure/http-cart-gateway';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpWishlistGateway } from '@infrastructure/http-wishlist-gateway';
import { EMPTY_FILTERS } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { describe } from 'vitest';
import { FakeCartGateway } from '../fakes/fake-cart-gateway';
import { FakeWishlistGateway, aWishlistItem } from '../fakes/fake-wishlist-gateway';
import { aCharitableGift } from '../fakes/charitable-gift-fixtures';
import { cartGatewayContract, type CartContractSetup, type CartProductRef } from './cart-gateway.contract';
import { FAKE_PREPAID_SLUG, fakeShopCatalogue } from './support/fake-shop-data';
import { signedInClient } from './support/member-client';
import { useRealProgrammeApi } from './support/real-programme-api';
import { wishlistGatewayContract } from './wishlist-gateway.contract';
import { emptyCart } from './support/empty-cart';

/** The cart line reference of a product, by slug, as the member's card sees it. */
async function cartProduct(catalogue: CatalogueGateway, slug: string, accountId: number): Promise<CartProductRef> {
  const result = await catalogue.getProduct({ slug, locale: 'en-CA', audience: { kind: 'member', accountId } });
  if (!result.ok) throw new Error(`the detail of ${slug} failed: ${result.detail}`);
  const { product } = result;
  return {
    productId: product.id,
    productVariantId: product.defaultVariantId,
    productCollectionId: product.productCollectionId,
    catalogId: product.catalogId,
    maxQuantity: product.maxQuantity,
  };
}

/** The shared gift's cart reference with its first three charities. */
async function sharedGift(catalogue: CatalogueGateway, slug: string, accountId: number): Promise<CartContractSetup['sharedGift']> {
  const result = await catalogue.getProduct({ slug, locale: 'en-CA', audience: { kind: 'member', accountId } });
  if (!result.ok || result.product.charityChoice === null) throw new Error(`${slug} is not a shared gift`);
  return {
    ...(await cartProduct(catalogue, slug, accountId)),
    charityIds: result.product.charityChoice.charities.slice(0, 3).map((charity) => charity.id),
  };
}

/** The slugs of merchandise products a member may put in a cart several of, on one page of the catalogue. */
async function orderableSlugs(catalogue: CatalogueGateway, accountId: number): Promise<string[]> {
  const page = await catalogue.listProducts({
    catalogue: 'merchandise',
    locale: 'en-CA',
    page: 2,
    perPage: 24,
    audience: { kind: 'member', accountId },
    filters: EMPTY_FILTERS,
    sort: 'name-a-z',
  });
  if (!page.ok) throw new Error('the catalogue failed');
  return page.page.products.filter((product) => !product.hideAddToCart && !product.isDisclosureConsentMandatory).map((product) => product.slug);
}

/** The id of the open cart of a member's card, holding `product`; null when that card may not order it. */
async function aCartOf(client: ProgrammeApiClient, accountId: number, product: CartProductRef): Promise<number | null> {
  const { maxQuantity: _max, ...ids } = product;
  const added = await new HttpCartGateway(client).addItem({ ...ids, accountId, quantity: 1, disclosureConsentAccepted: false, locale: 'en-CA' });
  return added.ok ? added.cart.cartId : null;
}

describe('WishlistGateway contract: the fake used by use-case tests', () => {
  wishlistGatewayContract(async () => {
    const catalogue = fakeShopCatalogue();
    const product = catalogue.products[4]!;
    return {
      // The fake holds one member's wishlist, so another member's item is simply not in it.
      gateway: new FakeWishlistGateway(catalogue, [aWishlistItem({ id: 1, productId: 1 })]),
      accountId: 101,
      product: { productId: product.id, productVariantId: product.defaultVariantId, productCollectionId: product.productCollectionId, catalogId: product.catalogId },
      othersItemId: 777,
      othersAccountId: 201,
    };
  });
});

describe('CartGateway contract: the fake used by use-case tests', () => {
  cartGatewayContract(async () => {
    const catalogue = fakeShopCatalogue();
    const gateway = new FakeCartGateway(catalogue);
    // Another member's cart: the fake holds it, on a card this member does not have.
    gateway.withLine(201, catalogue.detailOf(7)!, 1);
    const othersCartId = gateway.cartOf(201)!.cartId;
    gateway.accountIds = new Set([101, 102]);
    catalogue.withProduct(aCharitableGift({ id: 95, variantId: 9501, points: 3_001, charityIds: [91, 92, 93] }));
    return {
      gateway,
      accountId: 101,
      othersAccountId: 201,
      product: await cartProduct(catalogue, 'product-5', 101),
      consentProduct: await cartProduct(catalogue, FAKE_PREPAID_SLUG, 101),
      othersCartId,
      sharedGift: await sharedGift(catalogue, 'charitable-gift-of-your-choice', 101),
    };
  });
});

describe('Wishlist and cart gateways against the real programme API', () => {
  const server = useRealProgrammeApi();
  // Each test takes products of its own, so what one test saved or added never meets the next: carts from the
  // start of the list (the first ones with stock to spare), wishlists from its end.
  let nextProduct = 0;
  let nextWished = 1;
  /** Elite's and Marie's sessions, Elite's first card and the catalogue as Elite sees it. */
  const eliteAndMarie = async () => {
    const elite = await signedInClient(server().url, 'elite');
    const marie = await signedInClient(server().url, 'marie');
    return { elite, marie, accountId: elite.accountIds[0]!, catalogue: new HttpCatalogueGateway(elite.client, 'demo') };
  };

  describe('WishlistGateway contract: the openapi-fetch adapter', () => {
    wishlistGatewayContract(async () => {
      const { elite, marie, accountId, catalogue } = await eliteAndMarie();
      const slugs = await orderableSlugs(catalogue, accountId);
      const mine = await cartProduct(catalogue, slugs[slugs.length - nextWished++]!, accountId);
      const theirs = await cartProduct(new HttpCatalogueGateway(marie.client, 'demo'), slugs[slugs.length - nextWished++]!, marie.accountIds[0]!);
      const othersItem = await new HttpWishlistGateway(marie.client).add({ ...theirs, accountId: marie.accountIds[0]!, locale: 'en-CA' });
      if (!othersItem.ok) throw new Error(`marie's wishlist add failed: ${othersItem.detail}`);
      const { maxQuantity: _max, ...product } = mine;
      return {
        gateway: new HttpWishlistGateway(elite.client),
        accountId,
        product,
        othersItemId: othersItem.item.id,
        othersAccountId: marie.accountIds[0]!,
      };
    });
  });

  describe('CartGateway contract: the openapi-fetch adapter', () => {
    cartGatewayContract(async () => {
      const { elite, marie, accountId, catalogue } = await eliteAndMarie();
      const marieCatalogue = new HttpCatalogueGateway(marie.client, 'demo');
      const marieMay = new Set(await orderableSlugs(marieCatalogue, marie.accountIds[0]!));
      const slugs = (await orderableSlugs(catalogue, accountId)).filter((slug) => marieMay.has(slug));
      // A product the member may add twice, that the other member's card may order too (her cart holds it).
      let product: CartProductRef | null = null;
      let othersCartId: number | null = null;
      while (product === null || othersCartId === null) {
        const slug = slugs[nextProduct++];
        if (slug === undefined) throw new Error('no product both demo cards may order is left on the page');
        product = await cartProduct(catalogue, slug, accountId);
        othersCartId = product.maxQuantity < 2 ? null : await aCartOf(marie.client, marie.accountIds[0]!, await cartProduct(marieCatalogue, slug, marie.accountIds[0]!));
      }
      const gateway = new HttpCartGateway(elite.client);
      await emptyCart(gateway, accountId);
      return {
        gateway,
        accountId,
        othersAccountId: marie.accountIds[0]!,
        product,
        consentProduct: await cartProduct(catalogue, 'prepaid-visa-card', accountId),
        othersCartId,
        sharedGift: await sharedGift(catalogue, 'charitable-gift-of-your-choice', accountId),
      };
    });
  });
});
