import type { CatalogueGateway, CatalogueRequest } from '@application/ports/catalogue-gateway';
import { PRODUCTS_PER_PAGE } from '@rewards-storefront/domain/catalogue/catalogue';
import { EMPTY_FILTERS, type CatalogueFilters } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { categoryFacetName } from '@rewards-storefront/domain/catalogue/category-path';
import { BRAND_FACET, PROMOTION_GROUP_FACET, type FacetCounts } from '@rewards-storefront/domain/catalogue/facet-counts';
import type { ProductSort } from '@rewards-storefront/domain/catalogue/product-sort';
import { expect, it } from 'vitest';

const firstPage = {
  catalogue: 'merchandise',
  locale: 'en-CA',
  page: 1,
  perPage: PRODUCTS_PER_PAGE,
  audience: { kind: 'guest' },
  filters: EMPTY_FILTERS,
  sort: null,
} as const satisfies CatalogueRequest;

function filtered(filters: Partial<CatalogueFilters>, sort: ProductSort | null = null): CatalogueRequest {
  return { ...firstPage, filters: { ...EMPTY_FILTERS, ...filters }, sort };
}

/** The facet value with the most products (ties: the first), so a selection of it is never empty. */
function biggest(facets: FacetCounts, facet: string): [string, number] {
  const entries = Object.entries(facets[facet] ?? {});
  if (entries.length === 0) throw new Error(`no ${facet} facet in the answer`);
  return entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
}

/** What every CatalogueGateway must do for a visitor (spec §2 shop, §7 shop calls, §9 page size 12). */
export function catalogueGatewayContract(makeGateway: () => Promise<CatalogueGateway>): void {
  async function page(request: CatalogueRequest) {
    const result = await (await makeGateway()).listProducts(request);
    if (!result.ok) throw new Error(`the product list failed: ${result.detail}`);
    return result.page;
  }

  it('lists a full first page of 12 products with pagination figures', async () => {
    const result = await page(firstPage);
    expect(result.products).toHaveLength(PRODUCTS_PER_PAGE);
    expect(result.page).toBe(1);
    expect(result.lastPage).toBeGreaterThan(1);
    expect(result.total).toBeGreaterThan(PRODUCTS_PER_PAGE);
    for (const product of result.products) {
      expect(Number.isInteger(product.points)).toBe(true);
      expect(product.catalogue).toBe('merchandise');
      expect(Number.isInteger(product.defaultVariantId)).toBe(true);
      expect(Array.isArray(product.labels)).toBe(true);
    }
  });

  it('a page past the last is empty, not a failure', async () => {
    const first = await page(firstPage);
    const beyond = await page({ ...firstPage, page: first.lastPage + 1 });
    expect(beyond.products).toEqual([]);
  });

  it('the second page holds other products than the first', async () => {
    const one = await page(firstPage);
    const two = await page({ ...firstPage, page: 2 });
    const firstIds = new Set(one.products.map((product) => product.id));
    expect(two.products.some((product) => firstIds.has(product.id))).toBe(false);
  });

  it('sends the facet counts of the catalogue with the page: categories by level and brands', async () => {
    const result = await page(firstPage);
    for (const facet of [categoryFacetName(0), BRAND_FACET]) {
      const counts = Object.values(result.facets[facet] ?? {});
      expect(counts.length).toBeGreaterThan(0);
      expect(counts.every((count) => Number.isInteger(count) && count > 0)).toBe(true);
    }
  });

  it('a brand selected gives as many products as its count said, and the other brands keep their counts', async () => {
    const all = await page(firstPage);
    const [brand, count] = biggest(all.facets, BRAND_FACET);
    const result = await page(filtered({ brands: [brand] }));
    expect(result.total).toBe(count);
    expect(result.facets[BRAND_FACET]).toEqual(all.facets[BRAND_FACET]);
  });

  it('a category selected gives as many products as its count said, and offers its subcategories next', async () => {
    const all = await page(firstPage);
    const [category, count] = biggest(all.facets, categoryFacetName(0));
    const result = await page(filtered({ categoryPath: [category] }));
    expect(result.total).toBe(count);
    const children = Object.entries(result.facets[categoryFacetName(1)] ?? {}).filter(([value]) => value.startsWith(`${category} > `));
    expect(children.length).toBeGreaterThan(0);
  });

  it('the points range keeps only prices within it, bounds included', async () => {
    const all = await page(filtered({}, 'price-low-high'));
    const low = all.products[2]!.points;
    const high = all.products[8]!.points;
    const result = await page(filtered({ minPoints: low, maxPoints: high }, 'price-low-high'));
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((product) => product.points >= low && product.points <= high)).toBe(true);
    expect(result.products[0]!.points).toBe(low);
  });

  it('sorts by price both ways', async () => {
    const rising = (await page(filtered({}, 'price-low-high'))).products.map((product) => product.points);
    const falling = (await page(filtered({}, 'price-high-low'))).products.map((product) => product.points);
    expect(rising).toEqual([...rising].sort((a, b) => a - b));
    expect(falling).toEqual([...falling].sort((a, b) => b - a));
    expect(falling[0]).toBeGreaterThan(rising[0]!);
  });

  it('a search finds a product by its name, and gibberish finds nothing', async () => {
    const wanted = (await page(firstPage)).products[5]!;
    const found = await page(filtered({ search: wanted.name }));
    expect(found.products.map((product) => product.id)).toContain(wanted.id);
    const nothing = await page(filtered({ search: 'qxzvwkjq' }));
    expect(nothing.total).toBe(0);
    expect(nothing.products).toEqual([]);
  });

  it('lists the promotion groups, and one selected gives as many products as its count said', async () => {
    const gateway = await makeGateway();
    const groups = await gateway.listPromotionGroups('en-CA');
    if (!groups.ok) throw new Error('the promotion groups failed');
    expect(groups.groups.length).toBeGreaterThan(0);
    for (const group of groups.groups) expect(group).toEqual({ id: expect.any(Number), code: expect.any(String), name: expect.any(String) });
    const all = await page(firstPage);
    const [code, count] = biggest(all.facets, PROMOTION_GROUP_FACET);
    expect(groups.groups.map((group) => group.code)).toContain(code);
    expect((await page(filtered({ promotionGroups: [code] }))).total).toBe(count);
  });

  it('gives a listed product’s detail by its slug: variants, category path, maximum per order', async () => {
    const gateway = await makeGateway();
    const listed = (await page(firstPage)).products[0]!;
    const result = await gateway.getProduct({ slug: listed.slug, locale: 'en-CA', audience: { kind: 'guest' } });
    if (!result.ok) throw new Error(`the detail failed: ${result.detail}`);
    const { product } = result;
    expect(product).toMatchObject({ id: listed.id, name: listed.name, slug: listed.slug, points: listed.points, wishlistId: null });
    expect(product.variants.map((variant) => variant.id)).toContain(product.defaultVariantId);
    expect(product.categoryPath.length).toBeGreaterThan(0);
    expect(product.maxQuantity).toBeGreaterThanOrEqual(1);
    expect(product.maxQuantity).toBeLessThanOrEqual(100);
    expect(product.saleChannel.pointsToCashRate).toBeGreaterThan(0);
  });

  it('answers an unknown slug with a 404 failure', async () => {
    const result = await (await makeGateway()).getProduct({ slug: 'no-such-product-anywhere', locale: 'en-CA', audience: { kind: 'guest' } });
    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
  });
}

/** What a member's catalogue adds: their card's prices and product groups. */
export interface MemberCatalogueSetup {
  readonly gateway: CatalogueGateway;
  /** One of the member's cards. */
  readonly accountId: number;
  /** A product that belongs to a product group. */
  readonly groupedProductSlug: string;
}

/** What every CatalogueGateway must do for a signed-in member (product groups, "More in this range"). */
export function memberCatalogueContract(makeSetup: () => Promise<MemberCatalogueSetup>): void {
  it('a product’s detail names its group, and the group lists it with its family', async () => {
    const { gateway, accountId, groupedProductSlug } = await makeSetup();
    const audience = { kind: 'member', accountId } as const;
    const detail = await gateway.getProduct({ slug: groupedProductSlug, locale: 'en-CA', audience });
    if (!detail.ok) throw new Error(`the detail failed: ${detail.detail}`);
    const reference = detail.product.productGroup;
    expect(reference).not.toBeNull();
    const group = await gateway.getProductGroup({ id: reference!.id, locale: 'en-CA', accountId });
    if (!group.ok) throw new Error(`the group failed: ${group.detail}`);
    expect(group.group).toMatchObject(reference!);
    expect(group.group.products.length).toBeGreaterThan(1);
    expect(group.group.products.map((product) => product.id)).toContain(detail.product.id);
  });

  it('answers an unknown product group with a 404 failure', async () => {
    const { gateway, accountId } = await makeSetup();
    const result = await gateway.getProductGroup({ id: 999_999, locale: 'en-CA', accountId });
    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
  });
}
