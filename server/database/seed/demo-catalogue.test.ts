import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from './demo-catalogue';
import { DEMO_PRODUCT_GROUPS } from './demo-product-groups';

const now = new Date('2026-05-01T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const inCatalog = (slug: string) => catalogue.products.filter((product) => product.catalog === slug);

describe('the demo catalogue (demo-data.md)', () => {
  it('is generated deterministically: the same moment gives the same catalogue', () => {
    expect(buildDemoCatalogue(now)).toEqual(catalogue);
  });

  it('writes descriptions without a doubled full stop after a brand ending in one', () => {
    const descriptions = catalogue.products.flatMap((product) => product.description);
    expect(descriptions.some((text) => text.includes('Cedar & Co.'))).toBe(true);
    expect(descriptions.filter((text) => text.includes('..'))).toEqual([]);
  });

  it('has at least 200 products: ≥120 merchandise, ≥40 gift cards, ≥5 financial rewards, ≥10 charities', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(200);
    expect(inCatalog('merchandise').length).toBeGreaterThanOrEqual(120);
    expect(inCatalog('gift-cards').length).toBeGreaterThanOrEqual(40);
    expect(inCatalog('financial-rewards').length).toBeGreaterThanOrEqual(5);
    expect(inCatalog('charitable-donations').length).toBeGreaterThanOrEqual(10);
  });

  it('merchandise spreads over a three-level category tree with at least 15 brands', () => {
    const keys = new Set(inCatalog('merchandise').map((product) => product.categoryKey));
    const leaves = catalogue.categories.filter((category) => keys.has(category.key));
    expect(leaves.every((category) => category.level === 2)).toBe(true);
    const brands = new Set(inCatalog('merchandise').map((product) => product.brandSlug));
    expect(brands.size).toBeGreaterThanOrEqual(15);
    for (const category of catalogue.categories) {
      if (category.parentKey === null) continue;
      const parent = catalogue.categories.find((candidate) => candidate.key === category.parentKey);
      expect(parent?.level).toBe(category.level - 1);
    }
  });

  it('has colour, finish and storage variants, and products out of stock', () => {
    const attributes = new Set(catalogue.products.flatMap((product) => product.variants.flatMap((variant) => Object.keys(variant.attributes))));
    expect([...attributes]).toEqual(expect.arrayContaining(['colour', 'finish', 'storage']));
    const soldOut = inCatalog('merchandise').filter((product) => product.variants.every((variant) => !variant.isAvailable));
    const partlySoldOut = inCatalog('merchandise').filter(
      (product) => product.variants.some((variant) => !variant.isAvailable) && product.variants.some((variant) => variant.isAvailable),
    );
    expect(soldOut.length).toBeGreaterThan(0);
    expect(partlySoldOut.length).toBeGreaterThan(0);
  });

  it('counts the stock of merchandise: plenty for most, 1 to 3 left of a few (checkout takes stock)', () => {
    const available = inCatalog('merchandise').flatMap((product) => product.variants.filter((variant) => variant.isAvailable));
    const fewLeft = available.filter((variant) => variant.stockQuantity !== null && variant.stockQuantity <= 3);
    expect(fewLeft.length).toBeGreaterThan(0);
    expect(fewLeft.some((variant) => variant.stockQuantity === 1)).toBe(true);
    expect(available.filter((variant) => (variant.stockQuantity ?? 0) >= 100).length).toBeGreaterThan(available.length / 2);
  });

  it('has eGift cards and one prepaid Visa card that needs disclosure consent in both languages', () => {
    expect(inCatalog('gift-cards').some((product) => product.productType === 'egiftcard')).toBe(true);
    const consent = catalogue.products.filter((product) => product.disclosureConsent !== null);
    expect(consent.map((product) => product.slug)).toEqual(['prepaid-visa-card']);
    expect(consent[0]!.disclosureConsent![1]).toContain('2,50\u00a0$');
  });

  it('has labels in all four positions and one expired, Monthly Specials with ≥4 products, and split pay', () => {
    const labels = catalogue.products.flatMap((product) => product.labels);
    expect(new Set(labels.map((label) => label.position))).toEqual(new Set([1, 2, 3, 4]));
    expect(labels.some((label) => label.endAt !== null && label.endAt < now)).toBe(true);
    const specials = catalogue.products.filter((product) => product.extraCategoryKeys.includes('merchandise:monthly-specials'));
    expect(specials.length).toBeGreaterThanOrEqual(4);
    const monthly = catalogue.categories.find((category) => category.key === 'merchandise:monthly-specials');
    expect(monthly).toMatchObject({ level: 0, name: ['Monthly Specials', 'Offres du mois'] });
    const splitPay = catalogue.products.filter((product) => product.hasSplitpay);
    expect(splitPay.length).toBeGreaterThan(0);
    expect(splitPay.every((product) => product.productType === 'merchandise' && product.minPercentagePoints === 80)).toBe(true);
  });

  it('names exist in English and Canadian French, with French accents, and slugs are unique', () => {
    for (const product of catalogue.products) {
      expect(product.name[0].length).toBeGreaterThan(0);
      expect(product.name[1].length).toBeGreaterThan(0);
    }
    const french = catalogue.products.map((product) => product.name[1]).join(' ');
    expect(french).toMatch(/Écouteurs/);
    expect(french).toMatch(/é|è|à|ô/);
    const categoryNames = catalogue.categories.map((category) => category.name[1]);
    expect(categoryNames).toEqual(expect.arrayContaining(['Électronique', 'Café et thé']));
    expect(new Set(catalogue.products.map((product) => product.slug)).size).toBe(catalogue.products.length);
  });

  it('some products have no image, to exercise the client’s fallback', () => {
    expect(catalogue.products.filter((product) => !product.hasImage).length).toBeGreaterThan(3);
  });
});

describe('the demo product groups', () => {
  const slugs = new Set(catalogue.products.map((product) => product.slug));

  it('name demo products only, 3 to 6 per group, each product in one group at most', () => {
    const placed = DEMO_PRODUCT_GROUPS.flatMap((group) => group.productSlugs);
    expect(placed.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(new Set(placed).size).toBe(placed.length);
    for (const group of DEMO_PRODUCT_GROUPS) {
      expect(group.productSlugs.length).toBeGreaterThanOrEqual(3);
      expect(group.productSlugs.length).toBeLessThanOrEqual(6);
    }
  });

  it('span merchandise, gift cards and financial rewards, named in both languages', () => {
    const catalogOf = new Map(catalogue.products.map((product) => [product.slug, product.catalog]));
    const catalogs = new Set(DEMO_PRODUCT_GROUPS.map((group) => catalogOf.get(group.productSlugs[0]!)));
    expect([...catalogs].sort()).toEqual(['financial-rewards', 'gift-cards', 'merchandise']);
    for (const group of DEMO_PRODUCT_GROUPS) expect(group.name[1]).not.toBe(group.name[0]);
  });
});
