import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { PageLoader } from './page-loader';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ProductCard } from './product-card';

/**
 * The 'Monthly Specials' block (spec §2 "Featured products block", §9: four
 * products) on the home and product pages, priced like the catalogue for
 * whoever looks (the store follows the language, the session and the
 * active card). A failure or an empty category leaves the block out: it is
 * an extra, not the page's purpose.
 */
export function FeaturedProducts() {
  const { t } = useTranslate();
  const headingId = useId();
  const store = useCapability('catalogue').featuredProductsStore;
  const state = useObservable(store.state$);

  useEffect(() => store.show(), [store]);

  const waiting = (state.status === 'loading' || state.status === 'idle') && state.products.length === 0;
  if (!waiting && state.products.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {t('featured.heading')}
      </Title>
      {waiting ? (
        <PageLoader label={t('featured.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="lg" aria-busy={state.status === 'loading'}>
          {state.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
