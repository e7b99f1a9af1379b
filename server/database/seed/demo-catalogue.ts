import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import {
  CHARITIES,
  CHARITY_CATEGORIES,
  COLOURS,
  DEPARTMENTS,
  DEVICE_COLOURS,
  FINANCIAL_REWARD_CATEGORIES,
  FINANCIAL_REWARDS,
  FINISHES,
  GIFT_CARD_SECTORS,
  MERCHANDISE_DELIVERY,
  PREPAID_VISA_CONSENT,
  PRODUCT_LINES,
  RETAILERS,
  STORAGE_OPTIONS,
  type LeafSpec,
  type Pair,
} from './catalogue-word-lists';

/**
 * The demo catalogue (demo-data.md "Catalogue"), generated from word lists by
 * arithmetic on indexes: no randomness, so every seed of every machine makes
 * the same products. Only the dates move with `now`.
 */

export type ProductType = 'merchandise' | 'egiftcard' | 'giftcard' | 'financial_reward' | 'charitable_donation';

export interface SeedCatalog {
  slug: CatalogueSlug;
  name: Pair;
  position: number;
}

export interface SeedCategory {
  /** Unique key: catalogue and slug path, e.g. "merchandise:electronics/audio/headphones". */
  key: string;
  catalog: CatalogueSlug;
  parentKey: string | null;
  level: 0 | 1 | 2;
  slug: string;
  name: Pair;
  position: number;
}

export interface SeedBrand {
  slug: string;
  name: string;
}

export interface SeedLabel {
  code: string;
  labelText: Pair;
  displayName: Pair;
  backgroundColor: string;
  textColor: string;
}

export interface LocalizedAttribute {
  value: string;
  label: { 'en-CA': string; 'fr-CA': string };
}

export interface SeedVariant {
  sku: string;
  attributes: Record<string, LocalizedAttribute>;
  pricePoints: number | null;
  stockQuantity: number | null;
  isAvailable: boolean;
  position: number;
}

export interface SeedLabelAssignment {
  labelCode: string;
  position: 1 | 2 | 3 | 4;
  priorityIndex: number;
  endAt: Date | null;
}

export interface SeedProduct {
  slug: string;
  catalog: CatalogueSlug;
  categoryKey: string;
  extraCategoryKeys: string[];
  brandSlug: string | null;
  productType: ProductType;
  model: string | null;
  name: Pair;
  description: Pair;
  pricePoints: number;
  originalPricePoints: number | null;
  hasSplitpay: boolean;
  minPercentagePoints: number;
  minPercentageFiat: number;
  hideAddToCart: boolean;
  disclosureConsent: Pair | null;
  maxQuantity: number;
  /** A gift shared among up to this many of the catalogue's charities (spec §9); absent for other products. */
  maxCharities?: number;
  promotionEndDate: Date | null;
  hasImage: boolean;
  createdAt: Date;
  variants: SeedVariant[];
  labels: SeedLabelAssignment[];
}

export interface DemoCatalogue {
  catalogs: SeedCatalog[];
  categories: SeedCategory[];
  brands: SeedBrand[];
  labels: SeedLabel[];
  products: SeedProduct[];
}

export const DEMO_CATALOGS: SeedCatalog[] = [
  { slug: 'merchandise', name: ['Merchandise', 'Marchandises'], position: 1 },
  { slug: 'gift-cards', name: ['Gift Cards', 'Cartes-cadeaux'], position: 2 },
  { slug: 'financial-rewards', name: ['Financial Rewards', 'Récompenses financières'], position: 3 },
  { slug: 'charitable-donations', name: ['Charitable Donations', 'Dons de bienfaisance'], position: 4 },
];

export const DEMO_LABELS: SeedLabel[] = [
  { code: 'new', labelText: ['New', 'Nouveau'], displayName: ['New arrival', 'Nouveauté'], backgroundColor: '#133c8f', textColor: '#ffffff' },
  { code: 'sale', labelText: ['Sale', 'Solde'], displayName: ['On sale', 'En solde'], backgroundColor: '#b3261e', textColor: '#ffffff' },
  { code: 'bestseller', labelText: ['Best Seller', 'Populaire'], displayName: ['Best seller', 'Meilleur vendeur'], backgroundColor: '#1b5e20', textColor: '#ffffff' },
  { code: 'limited', labelText: ['Limited Edition', 'Édition limitée'], displayName: ['Limited edition', 'Édition limitée'], backgroundColor: '#4d6474', textColor: '#ffffff' },
  { code: 'holiday', labelText: ['Holiday Deal', 'Aubaine des Fêtes'], displayName: ['Holiday deal', 'Aubaine des Fêtes'], backgroundColor: '#6a1b9a', textColor: '#ffffff' },
];

const MONTHLY_SPECIALS_KEY = 'merchandise:monthly-specials';
/** Merchandise indexes placed in Monthly Specials as well (the featured-products block shows 4). */
const MONTHLY_SPECIALS = new Set([3, 17, 41, 66, 90, 115]);
/** Merchandise indexes carrying the expired holiday label. */
const EXPIRED_HOLIDAY_LABEL = new Set([2, 30, 60]);

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function item<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty word list');
  return value;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Closes a sentence with a full stop, unless it already ends with one (a brand such as "Cedar & Co."). */
function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function attribute(value: string, name: Pair): LocalizedAttribute {
  return { value, label: { 'en-CA': name[0], 'fr-CA': name[1] } };
}

function dollars(amount: number): Pair {
  return [`$${amount}`, `${amount} $`];
}

/** One variant per dollar `amount`, priced 100 points a dollar, named by `attributeName` (a denomination or an amount). */
function dollarVariants(skuPrefix: string, amounts: number[], attributeName: string, stockQuantity: number | null): SeedVariant[] {
  return amounts.map((amount, v) => ({
    sku: `${skuPrefix}-${String(v + 1).padStart(2, '0')}`,
    attributes: { [attributeName]: attribute(String(amount), dollars(amount)) },
    pricePoints: amount * 100,
    stockQuantity,
    isAvailable: true,
    position: v,
  }));
}

class SlugRegistry {
  private readonly used = new Set<string>();

  take(base: string): string {
    let slug = base;
    for (let suffix = 2; this.used.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    this.used.add(slug);
    return slug;
  }
}

function merchandiseVariants(leaf: LeafSpec, index: number, price: number, sku: string, fewLeft: boolean): SeedVariant[] {
  // Every other product of a leaf with options has them; the rest are sold as one item.
  const withOptions = leaf.variants !== 'none' && index % 2 === 0;
  // Checkout takes stock (issue 21 item 9): most variants have plenty; a few products have only 1 to 3 left.
  const stock = (v: number) => (fewLeft ? 1 + (v % 3) : 100 + ((index * 13 + v * 7) % 40) * 10);
  if (!withOptions) {
    return [{ sku: `${sku}-01`, attributes: {}, pricePoints: null, stockQuantity: stock(0), isAvailable: true, position: 0 }];
  }
  if (leaf.variants === 'storage') {
    const variants: SeedVariant[] = [];
    for (const storage of STORAGE_OPTIONS) {
      for (const colour of DEVICE_COLOURS) {
        const position = variants.length;
        variants.push({
          sku: `${sku}-${String(position + 1).padStart(2, '0')}`,
          attributes: { storage: attribute(storage.value, storage.name), colour: attribute(colour.value, colour.name) },
          pricePoints: storage.extraShare === 0 ? null : roundTo(price * (1 + storage.extraShare), 100),
          stockQuantity: stock(position),
          isAvailable: true,
          position,
        });
      }
    }
    return variants;
  }
  const options = leaf.variants === 'colour' ? COLOURS : FINISHES;
  const key = leaf.variants === 'colour' ? 'colour' : 'finish';
  return [0, 1, 2].map((offset) => {
    const option = item(options, index + offset);
    return {
      sku: `${sku}-${String(offset + 1).padStart(2, '0')}`,
      attributes: { [key]: attribute(option.value, option.name) },
      pricePoints: null,
      stockQuantity: stock(offset),
      isAvailable: true,
      position: offset,
    };
  });
}

function buildMerchandise(now: Date, slugs: SlugRegistry, categories: SeedCategory[], brands: Map<string, SeedBrand>): SeedProduct[] {
  const products: SeedProduct[] = [];
  let leafIndex = 0;
  DEPARTMENTS.forEach((department, departmentPosition) => {
    const departmentKey = `merchandise:${department.slug}`;
    categories.push({ key: departmentKey, catalog: 'merchandise', parentKey: null, level: 0, slug: department.slug, name: department.name, position: departmentPosition + 1 });
    for (const brand of department.brands) brands.set(slugify(brand), { slug: slugify(brand), name: brand });

    department.subcategories.forEach((subcategory, subPosition) => {
      const subKey = `${departmentKey}/${subcategory.slug}`;
      categories.push({ key: subKey, catalog: 'merchandise', parentKey: departmentKey, level: 1, slug: subcategory.slug, name: subcategory.name, position: subPosition + 1 });

      subcategory.leaves.forEach((leaf, leafPosition) => {
        const leafKey = `${subKey}/${leaf.slug}`;
        categories.push({ key: leafKey, catalog: 'merchandise', parentKey: subKey, level: 2, slug: leaf.slug, name: leaf.name, position: leafPosition + 1 });

        const count = 4 + (leafIndex % 2);
        for (let i = 0; i < count; i += 1) {
          const g = products.length;
          const noun = item(leaf.nouns, i);
          const brand = item(department.brands, leafIndex + i);
          const line = item(PRODUCT_LINES, g * 7 + leafIndex);
          const [min, max] = leaf.price;
          const price = roundTo(min + (((g * 37) % 11) / 10) * (max - min), 100);
          const onSale = g % 8 === 2;
          const allOutOfStock = g % 13 === 5;
          const sku = `MER-${String(g + 1).padStart(4, '0')}`;
          const fewLeft = g % 31 === 9;
          const variants = merchandiseVariants(leaf, i, price, sku, fewLeft).map((variant) =>
            allOutOfStock ? { ...variant, stockQuantity: 0, isAvailable: false } : variant,
          );
          const last = variants[variants.length - 1];
          if (!allOutOfStock && g % 7 === 3 && variants.length > 1 && last) {
            // One option sold out while the others remain.
            variants[variants.length - 1] = { ...last, stockQuantity: 0, isAvailable: false };
          }
          const feature = item(department.features, g);
          const nameEn = `${brand} ${line} ${noun[0]}`;
          const nameFr = `${noun[1]} ${brand} ${line}`;
          const hasSplitpay = price >= 25_000 && g % 3 !== 0;
          const promotionEndDate = onSale ? new Date(now.getTime() + ((g % 5) + 3) * DAY_MS) : null;

          const labels: SeedLabelAssignment[] = [];
          if (g < 6) labels.push({ labelCode: 'new', position: 1, priorityIndex: 1, endAt: null });
          if (onSale) labels.push({ labelCode: 'sale', position: 2, priorityIndex: 2, endAt: promotionEndDate });
          if (g % 10 === 1) labels.push({ labelCode: 'bestseller', position: 3, priorityIndex: 3, endAt: null });
          if (g % 19 === 6) labels.push({ labelCode: 'limited', position: 4, priorityIndex: 4, endAt: null });
          if (EXPIRED_HOLIDAY_LABEL.has(g)) {
            labels.push({ labelCode: 'holiday', position: 1, priorityIndex: 5, endAt: new Date(now.getTime() - 20 * DAY_MS) });
          }

          products.push({
            slug: slugs.take(slugify(nameEn)),
            catalog: 'merchandise',
            categoryKey: leafKey,
            extraCategoryKeys: MONTHLY_SPECIALS.has(g) ? [MONTHLY_SPECIALS_KEY] : [],
            brandSlug: slugify(brand),
            productType: 'merchandise',
            model: `${line.toUpperCase()}-${String(100 + g)}`,
            name: [nameEn, nameFr],
            description: [
              `${endSentence(`The ${brand} ${line} ${noun[0].toLowerCase()}`)} ${feature[0]} ${MERCHANDISE_DELIVERY[0]}`,
              `${endSentence(`${noun[1]} ${line} de ${brand}`)} ${feature[1]} ${MERCHANDISE_DELIVERY[1]}`,
            ],
            pricePoints: price,
            originalPricePoints: onSale ? roundTo(price * 1.25, 100) : null,
            hasSplitpay,
            // Cash plus points needs at least 80% in points (spec §9).
            minPercentagePoints: hasSplitpay ? 80 : 100,
            minPercentageFiat: 0,
            // A display-only product (announced, not yet orderable).
            hideAddToCart: g === 11,
            disclosureConsent: null,
            maxQuantity: price > 100_000 ? 2 : 10,
            promotionEndDate,
            hasImage: g % 17 !== 4,
            createdAt: new Date(now.getTime() - g * 21 * HOUR_MS - HOUR_MS),
            variants,
            labels,
          });
        }
        leafIndex += 1;
      });
    });
  });
  categories.push({
    key: MONTHLY_SPECIALS_KEY,
    catalog: 'merchandise',
    parentKey: null,
    level: 0,
    slug: 'monthly-specials',
    name: ['Monthly Specials', 'Offres du mois'],
    position: DEPARTMENTS.length + 1,
  });
  return products;
}

function buildGiftCards(now: Date, slugs: SlugRegistry, categories: SeedCategory[], brands: Map<string, SeedBrand>): SeedProduct[] {
  GIFT_CARD_SECTORS.forEach((sector, position) => {
    categories.push({ key: `gift-cards:${sector.slug}`, catalog: 'gift-cards', parentKey: null, level: 0, slug: sector.slug, name: sector.name, position: position + 1 });
  });
  const products: SeedProduct[] = [];
  RETAILERS.forEach((retailer, r) => {
    brands.set(retailer.slug, { slug: retailer.slug, name: retailer.name[0] });
    for (const electronic of [true, false]) {
      const g = products.length;
      const amounts = [25, 50, 100];
      const sku = `GFT-${String(g + 1).padStart(4, '0')}`;
      const onSale = electronic && r % 7 === 2;
      const promotionEndDate = onSale ? new Date(now.getTime() + 7 * DAY_MS) : null;
      const labels: SeedLabelAssignment[] = [];
      if (g < 2) labels.push({ labelCode: 'new', position: 1, priorityIndex: 1, endAt: null });
      if (onSale) labels.push({ labelCode: 'sale', position: 2, priorityIndex: 2, endAt: promotionEndDate });
      if (g % 9 === 4) labels.push({ labelCode: 'bestseller', position: 3, priorityIndex: 3, endAt: null });
      const name: Pair = electronic
        ? [`${retailer.name[0]} eGift Card`, `Carte-cadeau électronique ${retailer.name[1]}`]
        : [`${retailer.name[0]} Gift Card`, `Carte-cadeau ${retailer.name[1]}`];
      products.push({
        slug: slugs.take(slugify(name[0])),
        catalog: 'gift-cards',
        categoryKey: `gift-cards:${retailer.sector}`,
        extraCategoryKeys: [],
        brandSlug: retailer.slug,
        productType: electronic ? 'egiftcard' : 'giftcard',
        model: null,
        name,
        description: electronic
          ? [
              `An eGift card for ${retailer.name[0]}, sent to the email address on file within 3 days.`,
              `Une carte-cadeau électronique ${retailer.name[1]}, envoyée à l’adresse courriel au dossier en 3 jours.`,
            ]
          : [
              `A ${retailer.name[0]} gift card, mailed to your address within 10 business days.`,
              `Une carte-cadeau ${retailer.name[1]}, postée à votre adresse en 10 jours ouvrables.`,
            ],
        // Sale: the $25 card for fewer points than its face value.
        pricePoints: onSale ? 2_250 : 2_500,
        originalPricePoints: onSale ? 2_500 : null,
        hasSplitpay: false,
        minPercentagePoints: 100,
        minPercentageFiat: 0,
        hideAddToCart: false,
        disclosureConsent: null,
        maxQuantity: electronic ? 10 : 5,
        promotionEndDate,
        hasImage: g % 9 !== 7,
        createdAt: new Date(now.getTime() - (g * 30 + 2) * HOUR_MS),
        variants: amounts.map((amount, v) => ({
          sku: `${sku}-${String(v + 1).padStart(2, '0')}`,
          attributes: { denomination: attribute(String(amount), dollars(amount)) },
          pricePoints: v === 0 && onSale ? 2_250 : amount * 100,
          // Physical cards are stock; one retailer's plastic cards have run out.
          stockQuantity: electronic ? null : r === 13 ? 0 : 50 + ((r * 11 + v) % 50),
          isAvailable: electronic || r !== 13,
          position: v,
        })),
        labels,
      });
    }
  });

  products.push({
    slug: slugs.take('prepaid-visa-card'),
    catalog: 'gift-cards',
    categoryKey: 'gift-cards:prepaid-cards',
    extraCategoryKeys: [],
    brandSlug: null,
    productType: 'giftcard',
    model: null,
    name: ['Prepaid Visa Card', 'Carte Visa prépayée'],
    description: [
      'A reloadable prepaid Visa card accepted wherever Visa is. Fees apply; see the terms before you redeem.',
      'Une carte Visa prépayée rechargeable, acceptée partout où Visa l’est. Des frais s’appliquent\u202f; consultez les modalités avant d’échanger.',
    ],
    pricePoints: 5_000,
    originalPricePoints: null,
    hasSplitpay: false,
    minPercentagePoints: 100,
    minPercentageFiat: 0,
    hideAddToCart: false,
    disclosureConsent: PREPAID_VISA_CONSENT,
    maxQuantity: 2,
    promotionEndDate: null,
    hasImage: true,
    createdAt: new Date(now.getTime() - 5 * DAY_MS),
    variants: dollarVariants('GFT-VISA', [50, 100, 250], 'denomination', 200),
    labels: [{ labelCode: 'limited', position: 4, priorityIndex: 4, endAt: null }],
  });
  return products;
}

function buildFinancialRewards(now: Date, slugs: SlugRegistry, categories: SeedCategory[]): SeedProduct[] {
  FINANCIAL_REWARD_CATEGORIES.forEach((category, position) => {
    categories.push({ key: `financial-rewards:${category.slug}`, catalog: 'financial-rewards', parentKey: null, level: 0, slug: category.slug, name: category.name, position: position + 1 });
  });
  return FINANCIAL_REWARDS.map((reward, g) => ({
    slug: slugs.take(reward.slug),
    catalog: 'financial-rewards',
    categoryKey: `financial-rewards:${reward.category}`,
    extraCategoryKeys: [],
    brandSlug: null,
    productType: 'financial_reward',
    model: null,
    name: reward.name,
    description: reward.description,
    // The external-redemption minimum: 2,500 points (spec §9).
    pricePoints: 2_500,
    originalPricePoints: null,
    hasSplitpay: false,
    minPercentagePoints: 100,
    minPercentageFiat: 0,
    // Redeemed through the financial-redemption form with an account number, not the cart.
    hideAddToCart: true,
    disclosureConsent: null,
    maxQuantity: 1,
    promotionEndDate: null,
    hasImage: g !== 5,
    createdAt: new Date(now.getTime() - (g + 1) * 7 * DAY_MS),
    variants: dollarVariants(`FIN-${String(g + 1).padStart(4, '0')}`, [25, 50, 100, 250, 500], 'amount', null),
    labels: g === 0 ? [{ labelCode: 'bestseller', position: 3, priorityIndex: 3, endAt: null }] : [],
  }));
}

function buildCharities(now: Date, slugs: SlugRegistry, categories: SeedCategory[]): SeedProduct[] {
  CHARITY_CATEGORIES.forEach((category, position) => {
    categories.push({ key: `charitable-donations:${category.slug}`, catalog: 'charitable-donations', parentKey: null, level: 0, slug: category.slug, name: category.name, position: position + 1 });
  });
  const singles: SeedProduct[] = CHARITIES.map((charity, g) => ({
    slug: slugs.take(charity.slug),
    catalog: 'charitable-donations',
    categoryKey: `charitable-donations:${charity.category}`,
    extraCategoryKeys: [],
    brandSlug: null,
    productType: 'charitable_donation',
    model: null,
    name: charity.name,
    description: [
      `Your donation to ${charity.name[0]} supports ${charity.cause[0]}. A tax receipt is mailed within 12 weeks.`,
      `Votre don à l’organisme ${charity.name[1]} soutient ${charity.cause[1]}. Un reçu fiscal est posté dans un délai de 12 semaines.`,
    ],
    pricePoints: 1_000,
    originalPricePoints: null,
    hasSplitpay: false,
    minPercentagePoints: 100,
    minPercentageFiat: 0,
    hideAddToCart: false,
    disclosureConsent: null,
    maxQuantity: 10,
    promotionEndDate: null,
    hasImage: g % 6 !== 3,
    createdAt: new Date(now.getTime() - (g + 1) * 5 * DAY_MS),
    variants: dollarVariants(`DON-${String(g + 1).padStart(4, '0')}`, [10, 25, 50, 100], 'amount', null),
    labels: g === 3 ? [{ labelCode: 'bestseller', position: 3, priorityIndex: 3, endAt: null }] : [],
  }));
  return [...singles, charitableGiftOfYourChoice(now, slugs)];
}

/** The gift a member shares among up to three charities of their choice (spec §9). */
function charitableGiftOfYourChoice(now: Date, slugs: SlugRegistry): SeedProduct {
  return {
    slug: slugs.take('charitable-gift-of-your-choice'),
    catalog: 'charitable-donations',
    categoryKey: 'charitable-donations:community',
    extraCategoryKeys: [],
    brandSlug: null,
    productType: 'charitable_donation',
    model: null,
    name: ['Charitable Gift of Your Choice', 'Don de bienfaisance à votre choix'],
    description: [
      'Share one gift among up to three charities of your choice, in equal shares. Each charity mails its tax receipt within 12 weeks.',
      'Partagez un don entre un maximum de trois organismes de votre choix, à parts égales. Chaque organisme poste son reçu fiscal dans un délai de 12 semaines.',
    ],
    pricePoints: 3_000,
    originalPricePoints: null,
    hasSplitpay: false,
    minPercentagePoints: 100,
    minPercentageFiat: 0,
    hideAddToCart: false,
    disclosureConsent: null,
    maxQuantity: 10,
    maxCharities: 3,
    promotionEndDate: null,
    hasImage: false,
    // Older than the single charities, so the catalogue's first page stays as it was.
    createdAt: new Date(now.getTime() - 90 * DAY_MS),
    variants: dollarVariants('DON-CHOICE', [30, 60, 150], 'amount', null),
    labels: [],
  };
}

export function buildDemoCatalogue(now: Date): DemoCatalogue {
  const slugs = new SlugRegistry();
  const categories: SeedCategory[] = [];
  const brands = new Map<string, SeedBrand>();
  const products = [
    ...buildMerchandise(now, slugs, categories, brands),
    ...buildGiftCards(now, slugs, categories, brands),
    ...buildFinancialRewards(now, slugs, categories),
    ...buildCharities(now, slugs, categories),
  ];
  return { catalogs: DEMO_CATALOGS, categories, brands: [...brands.values()], labels: DEMO_LABELS, products };
}
