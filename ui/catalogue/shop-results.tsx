import type { CataloguePage } from '@rewards-storefront/domain/catalogue/product-summary';
import { Button, Center, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { forwardRef } from 'react';
import { PageLoader } from '../components/page-loader';
import { useTranslate } from '../hooks/use-translate';
import { formatCount } from '@rewards-storefront/domain/format/format-number';
import { ProductCard } from '../components/product-card';
import { RetryAlert } from '../components/retry-alert';

/** Cards in the first row on the widest layout: their images load at once, the others lazily. */
const FIRST_ROW = 4;

interface ShopResultsProps {
  /** The page on screen: the answer, or the previous answer while the next one loads; null before the first. */
  readonly page: CataloguePage | null;
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** True until the answer to the URL's query is on screen. */
  readonly busy: boolean;
  /** The page asked for (the URL's), which the pagination shows at once. */
  readonly currentPage: number;
  /** The search in effect, named above the results. */
  readonly search: string;
  /** Whether any filter is active (the empty state then offers to clear them). */
  readonly filtered: boolean;
  readonly onPage: (page: number) => void;
  /** The address of a page of these results: without JavaScript, pagination is these links. */
  readonly pageHref: (page: number) => string;
  readonly onRetry: () => void;
  readonly onClearFilters: () => void;
}

/**
 * The shop's results (spec §2, §9: 12 a page): how many products match, the
 * product cards, and pagination; a loader before the first answer, an alert
 * with a retry when it fails, and an empty state that offers to clear the
 * filters. The results heading takes the focus after a page change (the
 * parent focuses the forwarded ref), so keyboard and screen reader users
 * land on the new page's products.
 */
export const ShopResults = forwardRef<HTMLHeadingElement, ShopResultsProps>(function ShopResults(
  { page, status, busy, currentPage, search, filtered, onPage, pageHref, onRetry, onClearFilters },
  headingRef,
) {
  const { t, locale } = useTranslate();

  if (status === 'failed') {
    return (
      <RetryAlert message={t('shop.error')} retryLabel={t('shop.retry')} onRetry={onRetry} />
    );
  }
  if (page === null) return <PageLoader fill label={t('shop.loading')} />;

  return (
    <Stack gap="md" aria-busy={busy}>
      <div role="status">
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {search !== '' && `${t('shop.resultsFor', { search })} · `}
          {t('shop.resultCount', { count: page.total, total: formatCount(page.total, locale) })}
        </Title>
        {page.lastPage > 1 && (
          <Text size="sm" c="gray.7">
            {t('shop.pageStatus', { page: page.page, lastPage: page.lastPage })}
          </Text>
        )}
      </div>
      {page.products.length === 0 ? (
        <Stack gap="sm" align="flex-start" py="xl">
          <Text fw={600}>{page.total === 0 ? t('shop.noResults') : t('shop.empty')}</Text>
          {page.total === 0 && <Text c="gray.7">{t('shop.noResultsHint')}</Text>}
          {filtered && (
            <Button variant="outline" onClick={onClearFilters}>
              {t('filters.clearAll')}
            </Button>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} spacing="lg">
          {page.products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < FIRST_ROW} />
          ))}
        </SimpleGrid>
      )}
      {page.lastPage > 1 && (
        <Center component="nav" aria-label={t('shop.pagination')} mt="xl">
          <Pagination
            total={page.lastPage}
            value={currentPage}
            onChange={onPage}
            getItemProps={(item) => ({
              'aria-label': t('shop.pageLabel', { page: item }),
              'aria-current': item === currentPage ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': t(`shop.${control}Page`),
            })}
          />
          {/* The buttons above need the page's script; without it (issue 24) these links page through the results. */}
          <noscript>
            <Group gap="md" justify="center">
              {currentPage > 1 && <a href={pageHref(currentPage - 1)}>{t('shop.previousPage')}</a>}
              {currentPage < page.lastPage && <a href={pageHref(currentPage + 1)}>{t('shop.nextPage')}</a>}
            </Group>
          </noscript>
        </Center>
      )}
    </Stack>
  );
});
