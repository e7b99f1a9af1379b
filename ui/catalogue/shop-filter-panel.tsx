import { EMPTY_FILTERS, activeFilterCount } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { brandOptions, promotionOptions, type FacetCounts } from '@rewards-storefront/domain/catalogue/facet-counts';
import type { PromotionGroup } from '@rewards-storefront/domain/catalogue/promotion-group';
import { withFilters, type ShopQuery } from '@rewards-storefront/domain/catalogue/shop-query';
import { Button, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import { CategoryFilter } from './category-filter';
import { FacetCheckboxList } from './facet-checkbox-list';
import { PointsRangeFilter } from './points-range-filter';

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
  return (
    <Stack gap="lg">
      <CategoryFilter facets={counts} selectedPath={filters.categoryPath} hrefFor={(path) => hrefFor(withFilters(query, { categoryPath: [...path] }))} />
      <FacetCheckboxList
        legend={t('filters.brand')}
        options={brandOptions(counts, filters.brands, locale)}
        onChange={(brands) => show(withFilters(query, { brands }))}
        scrollable
      />
      <PointsRangeFilter
        minPoints={filters.minPoints}
        maxPoints={filters.maxPoints}
        onApply={(range) => show(withFilters(query, range))}
      />
      <FacetCheckboxList
        legend={t('filters.promotions')}
        options={promotionOptions(counts, promotionGroups, filters.promotionGroups)}
        onChange={(promotionGroups) => show(withFilters(query, { promotionGroups }))}
      />
      {activeFilterCount(filters) > 0 && (
        <Button
          variant="outline"
          leftSection={<IconFilterOff size={18} aria-hidden="true" />}
          // The search is not a filter (spec §5), so it stays.
          onClick={() => show(withFilters(query, { ...EMPTY_FILTERS, search: filters.search }))}
        >
          {t('filters.clearAll')}
        </Button>
      )}
    </Stack>
  );
}
