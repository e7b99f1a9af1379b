import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { FakeCatalogueGateway, aProductDetail, aVariant } from '../../fakes/fake-catalogue-gateway';

const BRANDS = ['Sonique', 'Auralis', 'Nordika'] as const;
const CATEGORIES = [
  ['Electronics', 'Audio'],
  ['Electronics', 'Phones'],
  ['Home', 'Kitchen'],
] as const;

/** The group the first four products belong to ("More in this range"). */
export const FAKE_PRODUCT_GROUP = { id: 3, code: 'headphones-range', name: 'Headphones Range' } as const;

/** The prepaid card whose disclosure consent is mandatory (gift cards, at most 2 per order). */
export const FAKE_PREPAID_SLUG = 'prepaid-visa-card';

/**
 * A fake catalogue shaped like the demo programme's, for the fake side of
 * the contract suites: 30 merchandise products over three brands, two
 * departments and two promotion groups, the first four in a product group,
 * plus the prepaid Visa card in gift cards.
 */
export function fakeShopCatalogue(): FakeCatalogueGateway {
  const gateway = new FakeCatalogueGateway();
  gateway.promotionGroups = [
    { id: 1, code: 'spring-sale', name: 'Spring Sale' },
    { id: 2, code: 'tech-week', name: 'Tech Week' },
  ];
  for (let index = 0; index < 30; index += 1) {
    const id = index + 1;
    const product: ProductDetail = aProductDetail({
      id,
      name: `${BRANDS[index % 3]} Product ${id}`,
      slug: `product-${id}`,
      brand: BRANDS[index % 3],
      categoryPath: [...CATEGORIES[index % 3]!],
      points: 1_000 * ((index * 7) % 30) + 500,
      maxQuantity: 3,
      productGroup: id <= 4 ? FAKE_PRODUCT_GROUP : null,
    });
    gateway.withProduct(product, { promotionGroups: index % 4 === 0 ? ['spring-sale'] : index % 5 === 0 ? ['tech-week'] : [] });
  }
  gateway.productGroups = [
    { ...FAKE_PRODUCT_GROUP, products: gateway.products.slice(0, 4).map((product) => ({ ...product })) },
  ];
  gateway.withProduct(
    aProductDetail({
      id: 90,
      name: 'Prepaid Visa Card',
      slug: FAKE_PREPAID_SLUG,
      catalogue: 'gift-cards',
      catalogId: 2,
      categoryPath: ['Prepaid Cards'],
      isDisclosureConsentMandatory: true,
      disclosureConsent: 'Fees apply.',
      maxQuantity: 2,
      defaultVariantId: 9001,
      variants: [aVariant({ id: 9001, points: 5_000 })],
    }),
  );
  return gateway;
}
