import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { FeaturedProducts } from '../components/featured-products';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ItemNotAvailable } from './item-not-available';
import { MoreInRange } from './more-in-range';
import { ProductDetailView } from './product-detail-view';
import { RecentlyViewedProducts } from './recently-viewed-products';
import { RetryAlert } from '../components/retry-alert';

/**
 * /shop/:product (spec §2): the product named by the slug, priced for the
 * member's active card or for a visitor (the store follows the language,
 * the session and the card). While it loads, a loader; an unknown or
 * unavailable product is 'Item Not Available'; a failure offers to try
 * again. Below the product: more of its range (members), the products viewed
 * last and the monthly specials.
 */
export function ProductPage() {
  const { t } = useTranslate();
  const { product: slug = '' } = useParams();
  const store = useCapability('catalogue').productStore;
  const state = useObservable(store.state$);
  const signedIn = useObservable(useCapability('session').sessionStore.isSignedIn$);

  useEffect(() => store.show(slug), [store, slug]);

  // The store may still hold the previous product for a moment after the slug changes.
  const current = state.status !== 'idle' && state.slug === slug ? state : null;
  const product = current?.status === 'loaded' ? current.product : null;
  const unavailable = current?.status === 'not-found' || (product !== null && !product.isAvailable);
  useDocumentTitle(unavailable ? t('product.unavailable.title') : (product?.name ?? t('product.pageTitle')));

  if (current === null || current.status === 'loading') return <PageLoader fill label={t('product.loading')} />;
  if (current.status === 'failed') {
    return (
      <RetryAlert message={t('product.loadError')} retryLabel={t('product.retry')} onRetry={() => store.retry()} />
    );
  }
  return (
    <Stack gap={48}>
      {unavailable || product === null ? (
        <ItemNotAvailable />
      ) : (
        <>
          <ProductDetailView key={product.id} product={product} signedIn={signedIn} />
          {signedIn && product.productGroup && (
            <MoreInRange group={product.productGroup} productId={product.id} />
          )}
        </>
      )}
      <RecentlyViewedProducts currentSlug={slug} />
      <FeaturedProducts />
    </Stack>
  );
}
