import type { ProductSummary } from './product-summary.ts';

/**
 * A family of related products shown together ("More in this range" on a
 * product's detail page). `name` is in the member's locale; `products` are
 * priced for the member's card like any catalogue page.
 */
export interface ProductGroup {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly products: ProductSummary[];
}

/** The group a product belongs to, as its detail names it (no products). */
export type ProductGroupReference = Omit<ProductGroup, 'products'>;
