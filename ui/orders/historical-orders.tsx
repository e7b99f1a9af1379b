import { formatDateTime } from '@rewards-storefront/domain/format/format-date';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { historicalOrderStatuses, type HistoricalOrder } from '@rewards-storefront/domain/orders/historical-order';
import { Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { OrderPagination } from './order-pagination';
import { OrderSection } from './order-section';
import { OrderFacts } from './order-facts';
import { useOrderStatusLabel } from './use-order-status-texts';
import classes from './historical-orders.module.css';
import { RetryAlert } from '../components/retry-alert';

/**
 * "Previous orders" (spec §3 historical orders, §7 /member/order-historical):
 * the active card's orders of the programme's previous platform, newest
 * first, 10 a page, each a card with its number, date, statuses, total,
 * points paid, cash and items (description, points, status), so it reads
 * at 390 px without sideways scrolling. Read only: no detail, no
 * cancellation. A failure offers to try again; none says so.
 */
export function HistoricalOrders() {
  const { t } = useTranslate();
  const store = useCapability('orders').historicalOrderStore;
  const state = useObservable(store.state$);
  const [page, setPage] = useState(1);
  const headingId = useId();

  useEffect(() => store.show(page), [store, page]);

  const history = state.status === 'loaded' && state.page === page ? state.history : null;

  return (
    <OrderSection headingId={headingId} title={t('orders.previous.heading')}>
      <Text m={0}>{t('orders.previous.intro')}</Text>
      {state.status === 'failed' && (
        <RetryAlert message={t('orders.previous.loadError')} retryLabel={t('orders.previous.retry')} onRetry={() => store.retry()} />
      )}
      {history === null && state.status !== 'failed' && <PageLoader label={t('orders.previous.loading')} />}
      {history !== null && history.count === 0 && <Text m={0}>{t('orders.previous.empty')}</Text>}
      {history !== null && history.orders.length > 0 && (
        <>
          <ul className={classes.orders} aria-labelledby={headingId}>
            {history.orders.map((order) => (
              <HistoricalOrderCard key={order.id} order={order} />
            ))}
          </ul>
          {history.lastPage > 1 && (
            <OrderPagination label={t('orders.previous.pagination')} lastPage={history.lastPage} page={page} onChange={setPage} />
          )}
        </>
      )}
    </OrderSection>
  );
}

function HistoricalOrderCard({ order }: { readonly order: HistoricalOrder }) {
  const { t, locale } = useTranslate();
  const statusLabel = useOrderStatusLabel();
  const headingId = useId();
  const points = (value: number) => formatPoints(value, locale);
  return (
    <li className={classes.order} aria-labelledby={headingId}>
      <h3 className={classes.number} id={headingId}>
        {t('orders.previous.orderHeading', { number: order.referenceIdentifier })}
      </h3>
      <OrderFacts
        facts={[
          { key: 'ordered-on', label: t('orders.detail.orderedOn'), value: formatDateTime(order.createdAt, locale) },
          { key: 'status', label: t('orders.detail.status'), value: historicalOrderStatuses(order).map(statusLabel).join(', ') },
          { key: 'total', label: t('orders.detail.total'), value: points(order.totalAmount) },
          { key: 'points-paid', label: t('orders.previous.pointsPaid'), value: points(order.paidAmount) },
          { key: 'cash', label: t('orders.detail.cashPayment'), value: order.cashCents > 0 ? formatMoney(order.cashCents, locale) : null },
        ]}
      />
      <ul className={classes.items} aria-label={t('orders.previous.itemsOf', { number: order.referenceIdentifier })}>
        {order.items.map((item, index) => (
          <li key={index} className={classes.item}>
            <span className={classes.description}>{item.description}</span>
            <span className={classes.amount}>{points(item.programAmount)}</span>
            <span>{statusLabel(item.status)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
