import { EMPTY_FILTERS, activeFilterCount } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { brandOptions, promotionOptions, type FacetCounts } from '@rewards-storefront/domain/catalogue/facet-counts';
import type { PromotionGroup } from '@rewards-storefront/domain/catalogue/promotion-group';
import { SHOP_QUERY_KEYS, withFilters, type ShopQuery } from '@rewards-storefront/domain/catalogue/shop-query';
import { Button, Stack } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import { CategoryFilter } from './category-filter';
import { FacetCheckboxList, type FacetCheckboxListProps } from './facet-checkbox-list';
import { PointsRangeFilter } from './points-range-filter';
import { ShopQueryForm } from './shop-query-form';

interface ShopFilterPanelProps {
  readonly query: ShopQuery;
  /** The counts of the products on screen (null until the first page arrives). */
  readonly facets: FacetCounts | null;
  readonly promotionGroups: readonly PromotionGroup[];
  readonly hrefFor: (next: ShopQuery) => string;
  readonly show: (next: ShopQuery) => void;
}

/**
 * Every filter of the shop (spec §2): category tree, brands (a scrolling
 * list), points range and promotion groups, then "Clear all filters" when
 * any is active. The same panel sits in the sidebar on wide screens and in
 * the drawer on phones. Each change goes back to page 1 and keeps the
 * search and the sort (domain `withFilters`).
 */
export function ShopFilterPanel({ query, facets, promotionGroups, hrefFor, show }: ShopFilterPanelProps) {
  const { t, locale } = useTranslate();
  const { filters } = query;
  const counts = facets ?? {};
  // The search is not a filter (spec §5), so it stays.
  const cleared = withFilters(query, { ...EMPTY_FILTERS, search: filters.search });
  return (
    <Stack gap="lg">
      <CategoryFilter facets={counts} selectedPath={filters.categoryPath} hrefFor={(path) => hrefFor(withFilters(query, { categoryPath: [...path] }))} />
      <FacetForm
        query={query}
        submitLabel={t('filters.applyBrands')}
        name={SHOP_QUERY_KEYS.brand}
        legend={t('filters.brand')}
        options={brandOptions(counts, filters.brands, locale)}
        onChange={(brands) => show(withFilters(query, { brands }))}
        scrollable
      />
      <PointsRangeFilter query={query} onApply={(range) => show(withFilters(query, range))} />
      <FacetForm
        query={query}
        submitLabel={t('filters.applyPromotions')}
        name={SHOP_QUERY_KEYS.promotion}
        legend={t('filters.promotions')}
        options={promotionOptions(counts, promotionGroups, filters.promotionGroups)}
        onChange={(promotionGroups) => show(withFilters(query, { promotionGroups }))}
      />
      {activeFilterCount(filters) > 0 && (
        <Button
          component={Link}
          // A link, so it works without the page's script too; with it, the change applies in place.
          to={hrefFor(cleared)}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            show(cleared);
          }}
          variant="outline"
          leftSection={<IconFilterOff size={18} aria-hidden="true" />}
        >
          {t('filters.clearAll')}
        </Button>
      )}
    </Stack>
  );
}

/** A list facet as a GET form of its own, so it works without the page's script too (issue 24); nothing without options. */
function FacetForm({ query, submitLabel, ...list }: FacetCheckboxListProps & { readonly query: ShopQuery; readonly submitLabel: string }) {
  if (list.options.length === 0) return null;
  return (
    <ShopQueryForm query={query} owns={[list.name]} submitLabel={submitLabel}>
      <FacetCheckboxList {...list} />
    </ShopQueryForm>
  );
}
