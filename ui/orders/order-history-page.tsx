import { ORDER_HISTORY_PAGE_PARAM, orderHistoryPageOf, orderHistoryPageParam } from '@rewards-storefront/domain/orders/order-route-params';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageWithLink } from '../components/message-with-link';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { OrderPagination } from './order-pagination';
import { HistoricalOrders } from './historical-orders';
import { OrderHistoryTable } from './order-history-table';
import { RetryAlert } from '../components/retry-alert';

/**
 * /account/order-history (spec §2, members; the route guard turns visitors
 * away): the active card's orders of the last six months, newest first, 10
 * a page, each with its number (a link to its detail), date, status,
 * points, cash and item count. The page lives in the URL (`?page=2`), so
 * links and the back button show the same page; the store follows the
 * card and the language. A failure offers to try again; no orders says so.
 * Below them, the previous platform's orders (spec §3 historical orders).
 */
export function OrderHistoryPage() {
  const { t } = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const store = useCapability('orders').orderHistoryStore;
  const state = useObservable(store.state$);
  const heading = useRef<HTMLHeadingElement>(null);
  const page = orderHistoryPageOf(new URLSearchParams(search).get(ORDER_HISTORY_PAGE_PARAM));
  useDocumentTitle(t('orders.history.pageTitle'));

  useEffect(() => store.show(page), [store, page]);

  const goToPage = (next: number) => {
    const params = new URLSearchParams(search);
    const value = orderHistoryPageParam(next);
    if (value === null) params.delete(ORDER_HISTORY_PAGE_PARAM);
    else params.set(ORDER_HISTORY_PAGE_PARAM, value);
    const query = params.toString();
    void navigate(`${pathname}${query === '' ? '' : `?${query}`}`);
    // Keyboard and screen reader users land on the new page's orders, not back at the pagination.
    heading.current?.focus();
  };

  const history = state.status === 'loaded' && state.page === page ? state.history : null;

  return (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('orders.history.heading')}
      </Title>
      <Text m={0}>{t('orders.history.intro')}</Text>
      {state.status === 'failed' && (
        <RetryAlert message={t('orders.history.loadError')} retryLabel={t('orders.history.retry')} onRetry={() => store.retry()} />
      )}
      {history === null && state.status !== 'failed' && <PageLoader label={t('orders.history.loading')} />}
      {history !== null && history.count === 0 && (
        <MessageWithLink to="/shop" linkLabel={t('orders.history.browse')}>
          <Text m={0}>{t('orders.history.empty')}</Text>
        </MessageWithLink>
      )}
      {history !== null && history.count > 0 && history.orders.length === 0 && (
        <Stack align="flex-start" gap="md">
          <Text m={0}>{t('orders.history.emptyPage')}</Text>
          <Button variant="outline" onClick={() => goToPage(1)}>
            {t('orders.history.backToFirstPage')}
          </Button>
        </Stack>
      )}
      {history !== null && history.orders.length > 0 && (
        <>
          <Text m={0} role="status">
            {t('orders.history.count', { count: history.count })}
          </Text>
          <OrderHistoryTable
            orders={history.orders}
            caption={t('orders.history.caption', { page: history.page, lastPage: history.lastPage })}
          />
          {history.lastPage > 1 && (
            <OrderPagination label={t('orders.history.pagination')} lastPage={history.lastPage} page={page} onChange={goToPage} />
          )}
        </>
      )}
      <HistoricalOrders />
    </Stack>
  );
}
