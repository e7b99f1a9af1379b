import type { CatalogueSlug } from './catalogue';

/**
 * A product as a catalogue page lists it (spec §3 "Product (list)"), priced
 * in whole points for the member's card. `imageUrl` is already the preferred
 * size (`pickProductImage`); null means the no-image fallback.
 * `originalPoints` is the price before a sale, null when not on sale.
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
}

/** One page of a catalogue: 1-based `page` of `lastPage`, `total` products in all, `perPage` a page (spec §9: 12). */
export interface CataloguePage {
  readonly products: ProductSummary[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  readonly perPage: number;
}
