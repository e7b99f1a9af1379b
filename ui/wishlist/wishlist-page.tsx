import type { WishlistProduct } from '@application/wishlist/toggle-wishlist';
import { isWishlistOrder, sortWishlist, WISHLIST_ORDERS, type WishlistItem, type WishlistOrder } from '@rewards-storefront/domain/catalogue/wishlist';
import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { MessageWithLink } from '../components/message-with-link';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { WishlistList } from './wishlist-list';
import { RetryAlert } from '../components/retry-alert';

/** A saved item as the wishlist heart sees a product: pressing it on this page removes the item. */
function savedProduct(item: WishlistItem): WishlistProduct {
  return {
    id: item.productId,
    name: item.productName,
    defaultVariantId: item.productVariantId,
    productCollectionId: item.productCollectionId,
    catalogId: item.catalogId,
  };
}

/**
 * /account/wishlist (spec §2, members; the route guard turns visitors away):
 * the saved products, newest first or in the order chosen, each removable
 * with the notices of §8, priced for the active card in the page's language
 * (the store follows both), each a points goal of the active card (issue
 * 26 item 2: what is still needed and when its recent earning gets there);
 * a failure offers to try again; an empty wishlist says so and leads to the
 * shop.
 */
export function WishlistPage() {
  const { t, locale } = useTranslate();
  const toggle = useCapability('catalogue').toggleWishlist;
  const store = useCapability('catalogue').wishlistStore;
  const state = useObservable(store.state$);
  const pending = useObservable(store.pending$);
  const earningStore = useCapability('catalogue').cardEarningStore;
  const earning = useObservable(earningStore.state$).earning;
  const card = useObservable(useCapability('session').accountStore.state$);
  const [today] = useState(() => new Date());
  const [order, setOrder] = useState<WishlistOrder>('newest');
  const readOnly = useReadOnly();
  const headingId = useId();
  useDocumentTitle(t('wishlist.pageTitle'));

  useEffect(() => store.show(), [store]);
  useEffect(() => earningStore.show(), [earningStore]);

  const items = useMemo(() => sortWishlist(state.items, order, locale), [state.items, order, locale]);
  const loaded = state.status === 'loaded' || (state.status === 'loading' && state.items.length > 0);

  return (
    <Stack gap="lg">
      <Title order={1} id={headingId}>
        {t('wishlist.heading')}
      </Title>
      {state.status === 'failed' && (
        <RetryAlert message={t('wishlist.loadError')} retryLabel={t('wishlist.retry')} onRetry={() => store.retry()} />
      )}
      {!loaded && state.status !== 'failed' && <PageLoader label={t('wishlist.loading')} />}
      {loaded && items.length === 0 && (
        <MessageWithLink to="/shop" linkLabel={t('wishlist.browse')}>
          <Text>{t('wishlist.empty')}</Text>
        </MessageWithLink>
      )}
      {loaded && items.length > 0 && (
        <>
          <Group justify="space-between" align="flex-end">
            <Text m={0} role="status">
              {t('wishlist.count', { count: items.length })}
            </Text>
            <NativeSelect
              label={t('wishlist.sort')}
              value={order}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isWishlistOrder(next)) setOrder(next);
              }}
              data={WISHLIST_ORDERS.map((value) => ({ value, label: t(`wishlist.order.${value}`) }))}
            />
          </Group>
          {readOnly && <Text m={0}>{t('readOnly.control')}</Text>}
          <WishlistList
            items={items}
            pending={pending}
            labelledBy={headingId}
            onRemove={(item) => void toggle.execute({ product: savedProduct(item), locale })}
            readOnly={readOnly}
            // An earning of the card just switched from is never used for the new card's goals.
            goals={{ balance: card.balance, earning: earning?.accountId === card.accountId ? earning : null, today }}
          />
        </>
      )}
    </Stack>
  );
}
