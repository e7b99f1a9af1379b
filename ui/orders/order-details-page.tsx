import { formatDate, formatDateTime } from '@rewards-storefront/domain/format/format-date';
import type { CancellationTarget } from '@application/orders/order-detail-store';
import { orderStatuses, type Order } from '@rewards-storefront/domain/orders/order';
import { orderIdOf } from '@rewards-storefront/domain/orders/order-route-params';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { OrderAction } from './order-action';
import { CancelConfirmation } from './cancel-confirmation';
import { CancellationCountdown } from './cancellation-countdown';
import { OrderFacts } from './order-facts';
import { OrderItemCard, OrderItemList, orderItemHeadingId } from './order-item-card';
import { OrderPayment } from './order-payment';
import { OrderSection } from './order-section';
import { OrderShipping } from './order-shipping';
import { useOrderStatusLabel } from './use-order-status-texts';
import { RetryAlert } from '../components/retry-alert';

const ORDER_HISTORY = '/account/order-history';

/**
 * /account/order-details/:orderId (spec §2, members): one of the member's
 * orders. Without an order id the member is taken to the order history; an
 * id that names no order of theirs shows 'not found' (another member's
 * order is never shown).
 */
export function OrderDetailsPage() {
  const { orderId } = useParams();
  const localized = useLocalizedPath();
  if (orderId === undefined) return <Navigate to={localized(ORDER_HISTORY)} replace />;
  return <OrderDetails orderId={orderIdOf(orderId)} />;
}

/** The earliest moment an item of the order stops being cancellable, when one still can be. */
function cancellableUntil(order: Order): Date | null {
  const deadlines = order.items.flatMap((item) =>
    item.canCancel && item.cancellableUntil !== null ? [item.cancellableUntil.getTime()] : [],
  );
  return deadlines.length === 0 ? null : new Date(Math.min(...deadlines));
}

/**
 * The order with every display field of spec §3 that applies to it, in the
 * page's language: number, date, who ordered, the card, status per item with
 * reasons, items, payment, shipping and contact; and, only while the
 * programme says it can be cancelled, the buttons to cancel the order or an
 * item, each after a confirmation. A read-only admin sees them disabled and
 * why. After a cancellation the focus goes to what was cancelled.
 */
function OrderDetails({ orderId }: { readonly orderId: number | null }) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const store = useCapability('orders').orderDetailStore;
  const cancelOrder = useCapability('orders').cancelOrder;
  const cancelOrderItem = useCapability('orders').cancelOrderItem;
  const resendEgift = useCapability('orders').resendEgift;
  const state = useObservable(store.state$);
  const cancelling = useObservable(store.cancelling$);
  const readOnly = useReadOnly();
  const statusLabel = useOrderStatusLabel();
  // What the confirmation asks about; kept after it closes so its text does not change while it fades out.
  const [confirming, setConfirming] = useState<CancellationTarget | null>(null);
  const [confirmationOpen, setConfirmationOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryId = useId();
  const itemsId = useId();
  const paymentId = useId();
  const shippingId = useId();

  useEffect(() => (orderId === null ? undefined : store.show(orderId)), [store, orderId]);

  const shown = orderId !== null && state.status !== 'idle' && state.orderId === orderId ? state : null;
  const order = shown?.status === 'loaded' ? shown.order : null;
  const notFound = orderId === null || shown?.status === 'not-found';
  useDocumentTitle(
    order
      ? t('orders.detail.pageTitle', { number: order.referenceIdentifier })
      : t(notFound ? 'orders.detail.notFoundTitle' : 'orders.detail.fallbackTitle'),
  );

  const backLink = (
    <Anchor component={Link} to={localized(ORDER_HISTORY)}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('orders.detail.backToHistory')}
      </Group>
    </Anchor>
  );

  if (notFound) {
    return (
      <Stack gap="lg" align="flex-start">
        {backLink}
        <Title order={1}>{t('orders.detail.notFoundTitle')}</Title>
        <Text m={0}>{t('orders.detail.notFound')}</Text>
      </Stack>
    );
  }
  if (shown?.status === 'failed') {
    return (
      <Stack gap="lg">
        {backLink}
        <Title order={1}>{t('orders.detail.fallbackTitle')}</Title>
        <RetryAlert message={t('orders.detail.loadError')} retryLabel={t('orders.detail.retry')} onRetry={() => store.retry()} />
      </Stack>
    );
  }
  if (order === null) return <PageLoader fill label={t('orders.detail.loading')} />;

  const until = cancellableUntil(order);
  const confirmingItem = confirming?.kind === 'item' ? order.items.find((item) => item.itemId === confirming.itemId) : undefined;

  const ask = (target: CancellationTarget) => {
    setConfirming(target);
    setConfirmationOpen(true);
  };

  const confirm = async () => {
    const target = confirming;
    setConfirmationOpen(false);
    if (target === null) return;
    if (target.kind === 'order') {
      const outcome = await cancelOrder.execute({ order, locale });
      if (outcome === 'cancelled') heading.current?.focus();
      return;
    }
    const item = order.items.find((candidate) => candidate.itemId === target.itemId);
    if (!item) return;
    const outcome = await cancelOrderItem.execute({ order, item, locale });
    // The item's cancel button is gone: keyboard and screen reader users stay on the item they cancelled.
    if (outcome === 'cancelled') document.getElementById(orderItemHeadingId(item))?.focus();
  };

  return (
    <Stack gap="xl" aria-busy={shown?.status === 'loaded' && shown.refreshing}>
      {backLink}
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('orders.detail.heading', { number: order.referenceIdentifier })}
      </Title>

      <OrderSection headingId={summaryId} title={t('orders.detail.summary')}>
        <OrderFacts
          facts={[
            { key: 'order-number', label: t('orders.detail.orderNumber'), value: order.referenceIdentifier },
            { key: 'ordered-on', label: t('orders.detail.orderedOn'), value: formatDateTime(order.createdAt, locale) },
            { key: 'ordered-by', label: t('orders.detail.orderedBy'), value: `${order.orderedBy.firstName} ${order.orderedBy.lastName}` },
            {
              key: 'account',
              label: t('orders.detail.account'),
              value: t('orders.detail.accountValue', { card: order.card.name, number: order.card.maskedNumber }),
            },
            { key: 'status', label: t('orders.detail.status'), value: orderStatuses(order).map(statusLabel).join(', ') },
            { key: 'cancellable-until', label: t('orders.detail.cancellableUntil'), value: until && formatDateTime(until, locale) },
          ]}
        />
        {order.canCancel && (
          <CancellationCountdown deadline={until}>
            <OrderAction readOnly={readOnly}>
              <Button
                color="red.9"
                variant="outline"
                onClick={() => ask({ kind: 'order' })}
                disabled={readOnly || (cancelling !== null && cancelling.target.kind !== 'order')}
                loading={cancelling?.target.kind === 'order'}
              >
                {t('orders.detail.cancelOrder')}
              </Button>
            </OrderAction>
          </CancellationCountdown>
        )}
      </OrderSection>

      <OrderSection headingId={itemsId} title={t('orders.detail.items')}>
        <OrderItemList labelledBy={itemsId}>
          {order.items.map((item) => (
            <OrderItemCard
              key={item.itemId}
              order={order}
              item={item}
              readOnly={readOnly}
              cancelling={cancelling?.target.kind === 'item' && cancelling.target.itemId === item.itemId}
              blocked={cancelling !== null}
              onCancel={(chosen) => ask({ kind: 'item', itemId: chosen.itemId })}
              onResend={(chosen) => resendEgift.execute({ order, item: chosen, locale })}
            />
          ))}
        </OrderItemList>
      </OrderSection>

      <OrderSection headingId={paymentId} title={t('orders.detail.payment')}>
        <OrderPayment order={order} />
      </OrderSection>

      <OrderSection headingId={shippingId} title={t('orders.detail.shipping')}>
        <OrderShipping order={order} />
      </OrderSection>

      <CancelConfirmation
        opened={confirmationOpen}
        onClose={() => setConfirmationOpen(false)}
        onConfirm={() => void confirm()}
        title={t(confirming?.kind === 'item' ? 'orders.detail.confirmItemTitle' : 'orders.detail.confirmOrderTitle')}
        message={
          confirmingItem
            ? t('orders.detail.confirmItem', { name: confirmingItem.productName, number: order.referenceIdentifier })
            : t('orders.detail.confirmOrder', { number: order.referenceIdentifier, date: formatDate(order.createdAt, locale) })
        }
        confirmLabel={t(confirming?.kind === 'item' ? 'orders.detail.confirmItemButton' : 'orders.detail.confirmOrderButton')}
      />
    </Stack>
  );
}
