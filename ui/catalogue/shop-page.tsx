import { EMPTY_FILTERS, activeFilterCount } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { SHOP_QUERY_KEYS, shopQueryToParams, withFilters, withPage, withSort } from '@rewards-storefront/domain/catalogue/shop-query';
import { Box, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { CatalogueSwitcher } from './catalogue-switcher';
import { MobileFilters } from './mobile-filters';
import { ShopFilterPanel } from './shop-filter-panel';
import classes from './shop-layout.module.css';
import { ShopResults } from './shop-results';
import { ShopSearchForm } from './shop-search-form';
import { ShopQueryForm } from './shop-query-form';
import { ShopSortSelect } from './shop-sort-select';
import { useShopQuery } from './use-shop-query';

/**
 * /shop, /charitable-donations and /financial-rewards (spec §2): a catalogue
 * with search, category tree, brands, points range, promotion groups and
 * sort, 12 products a page, for a member (priced for the active card) or a
 * visitor. The whole query lives in the URL, so it can be shared and the back
 * button restores it; /shop switches between the four catalogues with
 * `?catalogue=`, the other two routes show `fixedCatalogue` without a switcher.
 *
 * The page tells the stores what it shows; they load it for whoever looks,
 * in the page's language, and again when either changes (the first load asks
 * for one product page, whose facet counts come with it, and the promotion
 * groups, and nothing before a member's card is known).
 */
export function ShopPage({ fixedCatalogue = null }: { fixedCatalogue?: CatalogueSlug | null }) {
  const { t, locale } = useTranslate();
  const { catalogue, query, hrefFor, show } = useShopQuery(fixedCatalogue);
  const catalogueStore = useCapability('catalogue').catalogueStore;
  const promotionGroupStore = useCapability('catalogue').promotionGroupStore;
  const wishlistStore = useCapability('catalogue').wishlistStore;
  const catalogueState = useObservable(catalogueStore.state$);
  const promotionGroups = useObservable(promotionGroupStore.state$);
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t(`catalogues.${catalogue}`));

  const queryText = shopQueryToParams(query).toString();
  // `query` follows `queryText`, the stable key of the URL's query.
  useEffect(() => catalogueStore.show({ catalogue, shop: query }), [catalogueStore, catalogue, queryText]);
  useEffect(() => promotionGroupStore.show(), [promotionGroupStore]);
  // The hearts on the cards show what the member saved.
  useEffect(() => wishlistStore.show(), [wishlistStore]);

  // A page of another catalogue or language (the last visit's) is never shown while this one loads:
  // remember which shelf the last answer on screen was for.
  const shelf = `${catalogue}|${locale}`;
  const shownShelf = useRef<string | null>(null);
  if (catalogueState.status === 'loaded') shownShelf.current = `${catalogueState.request.catalogue}|${catalogueState.locale}`;
  const sameShelf = shownShelf.current === shelf;
  const shown = !sameShelf
    ? null
    : catalogueState.status === 'loaded'
      ? catalogueState.page
      : catalogueState.status === 'loading'
        ? catalogueState.previous
        : null;
  // The results are busy until the answer to the URL's own query is on screen (not a previous one).
  const upToDate =
    sameShelf && catalogueState.status === 'loaded' && shopQueryToParams(catalogueState.request.shop).toString() === queryText;
  const activeCount = activeFilterCount(query.filters);
  const clearFilters = () => show(withFilters(query, { ...EMPTY_FILTERS, search: query.filters.search }));
  const goToPage = (page: number) => {
    show(withPage(query, page));
    // Keyboard and screen reader users land on the new page's results, not back at the pagination.
    resultsHeading.current?.focus();
  };

  const filterPanel = (
    <ShopFilterPanel query={query} facets={shown?.facets ?? null} promotionGroups={promotionGroups.groups} hrefFor={hrefFor} show={show} />
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`catalogues.${catalogue}`)}</Title>
      {fixedCatalogue === null && <CatalogueSwitcher current={catalogue} />}
      <div className={classes.toolbar}>
        <div className={classes.search}>
          <ShopSearchForm catalogue={catalogue} search={query.filters.search} onSearch={(search) => show(withFilters(query, { search }))} />
        </div>
        <MobileFilters activeCount={activeCount} opened={filtersOpened} onOpen={filtersDrawer.open} onClose={filtersDrawer.close}>
          {filtersOpened && filterPanel}
        </MobileFilters>
        <ShopQueryForm query={query} owns={[SHOP_QUERY_KEYS.sort]} submitLabel={t('shop.sortApply')}>
          <ShopSortSelect sort={query.sort} onSort={(sort) => show(withSort(query, sort))} />
        </ShopQueryForm>
      </div>
      <div className={classes.layout}>
        <Box component="aside" visibleFrom="md" aria-labelledby="shop-filters-heading">
          <Title order={2} size="h4" id="shop-filters-heading" mb="md">
            {t('filters.heading')}
          </Title>
          {filterPanel}
        </Box>
        <ShopResults
          ref={resultsHeading}
          page={shown}
          status={catalogueState.status}
          busy={!upToDate}
          currentPage={query.page}
          search={query.filters.search}
          filtered={activeCount > 0}
          onPage={goToPage}
          pageHref={(page) => hrefFor(withPage(query, page))}
          onRetry={() => catalogueStore.retry()}
          onClearFilters={clearFilters}
        />
      </div>
    </Stack>
  );
}
