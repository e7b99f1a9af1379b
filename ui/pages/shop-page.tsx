import { TOKENS } from '@application/di-tokens';
import { DEFAULT_CATALOGUE } from '@domain/catalogue/catalogue';
import { Alert, Button, Center, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useDependency } from '../hooks/use-dependency';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ProductCard } from '../shop/product-card';

/** The page number in `?page=`; anything that is not a whole number from 1 reads as 1. */
function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /shop: one page of the merchandise catalogue (12 products), priced for the
 * member's active card or for a visitor; the page number lives in the URL.
 */
export function ShopPage() {
  const { t, locale } = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const browse = useDependency(TOKENS.browseCatalogue);
  const catalogue = useObservable(useDependency(TOKENS.catalogueStore).state$);
  const sessions = useDependency(TOKENS.sessionStore);
  const accounts = useDependency(TOKENS.accountStore);
  const signedIn = useObservable(sessions.isSignedIn$);
  const { accountId, loading: accountLoading } = useObservable(accounts.state$);
  useDocumentTitle(t('shop.pageTitle'));

  // Prices depend on who is looking and with which card: ask again when either changes.
  useEffect(() => {
    void browse.execute({ catalogue: DEFAULT_CATALOGUE, locale, page });
  }, [browse, locale, page, signedIn, accountId, accountLoading]);

  const goToPage = (next: number) => {
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    document.getElementById('main-content')?.focus();
    window.scrollTo?.({ top: 0 });
  };

  const shownPage =
    catalogue.status === 'loaded' ? catalogue.page : catalogue.status === 'loading' ? catalogue.previous : null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('shop.heading')}</Title>
      {catalogue.status === 'failed' && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('shop.error')}</Text>
            <Button variant="white" color="red" onClick={() => void browse.execute({ catalogue: DEFAULT_CATALOGUE, locale, page })}>
              {t('shop.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {(catalogue.status === 'loading' || catalogue.status === 'idle') && shownPage === null && (
        <PageLoader label={t('shop.loading')} />
      )}
      {shownPage && (
        <div aria-busy={catalogue.status === 'loading'}>
          {shownPage.products.length === 0 ? (
            <Text>{t('shop.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="lg">
              {shownPage.products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </SimpleGrid>
          )}
          {shownPage.lastPage > 1 && (
            <Center component="nav" aria-label={t('shop.pagination')} mt="xl">
              <Pagination
                total={shownPage.lastPage}
                value={page}
                onChange={goToPage}
                getItemProps={(item) => ({
                  'aria-label': t('shop.pageLabel', { page: item }),
                  'aria-current': item === page ? 'page' : undefined,
                })}
                getControlProps={(control) => ({
                  'aria-label': t(`shop.${control}Page`),
                })}
              />
            </Center>
          )}
        </div>
      )}
    </Stack>
  );
}
