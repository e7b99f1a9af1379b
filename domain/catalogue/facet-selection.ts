import type { CatalogueFilters } from './catalogue-filters.ts';
import { categoryFacetName, formatCategoryPath } from './category-path.ts';
import { BRAND_FACET, PROMOTION_GROUP_FACET } from './facet-counts.ts';

/**
 * The programme API's `facets` selections for the filters, each written
 * `facet:value`: the category path as one selection of its deepest level
 * (`category.lvl{n-1}:A > B`, which holds every product under it, so the
 * upper levels add nothing), then `brand:<name>` per brand and
 * `promotion_group:<code>` per group, in their order. The search text and
 * the points range are not facets and travel in their own parameters.
 *
 * Always holds: no filter gives no selection, and there is one selection
 * per brand and per group, plus one when a category is selected.
 */
export function facetSelections(filters: CatalogueFilters): string[] {
  const { categoryPath } = filters;
  const category = categoryPath.length > 0 ? [`${categoryFacetName(categoryPath.length - 1)}:${formatCategoryPath(categoryPath)}`] : [];
  return [
    ...category,
    ...filters.brands.map((brand) => `${BRAND_FACET}:${brand}`),
    ...filters.promotionGroups.map((code) => `${PROMOTION_GROUP_FACET}:${code}`),
  ];
}
