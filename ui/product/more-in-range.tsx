import type { ProductGroupReference } from '@rewards-storefront/domain/catalogue/product-group';
import { SimpleGrid, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ProductCard } from '../components/product-card';
import classes from './product-grid-section.module.css';

export interface MoreInRangeProps {
  readonly group: ProductGroupReference;
  /** The product on screen, left out of its own range. */
  readonly productId: number;
}

/**
 * "More in this range" (decisions: a product group is a family of related
 * products): the other products of the product's group as product cards,
 * for members only (the store leaves a visitor's idle), priced for the
 * active card (the store follows it). Shown only
 * once loaded and not empty; a failure leaves it out, as other secondary
 * blocks are.
 */
export function MoreInRange({ group, productId }: MoreInRangeProps) {
  const { t } = useTranslate();
  const headingId = useId();
  const store = useCapability('catalogue').productGroupStore;
  const state = useObservable(store.state$);

  useEffect(() => store.show(group.id), [store, group.id]);

  if (state.status !== 'loaded' || state.groupId !== group.id) return null;
  const others = state.group.products.filter((product) => product.id !== productId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} id={headingId}>
        {t('product.moreInRange')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="lg">
        {others.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </SimpleGrid>
    </section>
  );
}
