import type { CatalogueSlug } from './catalogue.ts';
import type { FacetCounts } from './facet-counts.ts';
import type { ProductLabel } from './product-label.ts';

/**
 * A product as a catalogue page lists it (spec §3 "Product (list)"), priced
 * in whole points for the member's card. `imageUrl` is already the preferred
 * size (`pickProductImage`); null means the no-image fallback.
 * `originalPoints` is the price before a sale, null when not on sale.
 * `defaultVariantId` is the variant a card adds or saves without asking
 * (the first available by position, else the first); `labels` are all the
 * product's labels, expired ones included (`visibleLabels` picks at render
 * time); `promotionEndDate` is when the sale price ends, null when it does
 * not; `optionsAvailable` says the product has a choice of variants, so a
 * card sends the member to its detail page to choose.
 */
export interface ProductSummary {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly catalogue: CatalogueSlug;
  readonly catalogId: number;
  readonly productCollectionId: number;
  readonly imageUrl: string | null;
  readonly points: number;
  readonly originalPoints: number | null;
  readonly hasSplitPay: boolean;
  readonly hideAddToCart: boolean;
  readonly isDisclosureConsentMandatory: boolean;
  readonly defaultVariantId: number;
  readonly labels: ProductLabel[];
  readonly promotionEndDate: Date | null;
  readonly optionsAvailable: boolean;
}

/**
 * One page of a catalogue: 1-based `page` of `lastPage`, `total` products in
 * all, `perPage` a page (spec §9: 12), and the facet counts of the whole
 * filtered set (not just this page) that came in the same response.
 */
export interface CataloguePage {
  readonly products: ProductSummary[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  readonly perPage: number;
  readonly facets: FacetCounts;
}
