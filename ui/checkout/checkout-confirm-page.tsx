import { formatDate, formatDateTime } from '@rewards-storefront/domain/format/format-date';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Order } from '@rewards-storefront/domain/orders/order';
import { deliveryExpectation } from '@rewards-storefront/domain/orders/delivery-expectation';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AddressText } from './address-text';
import classes from './checkout.module.css';
import { OrderItemsHead } from './order-items-head';
import page from './confirmation.module.css';
import { MessageWithLink } from '../components/message-with-link';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { CharityShareList } from '../components/charity-share-list';
import { RetryAlert } from '../components/retry-alert';

/** The order id of `?order=`, or null when there is none or it is not an id. */
function orderIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /checkout/confirm?order=<id> (spec §2): the confirmation of a placed
 * order, loaded from its id alone so that it survives a reload: the
 * confirmation number, the items with their delivery expectations of
 * spec §9 (dates in the page's language), the points used, the cash paid,
 * shipping and taxes 'Included', where it ships, the note that the
 * confirmation email was sent, a print button (the print stylesheet
 * leaves out the header, navigation and footer) and a link to the order's
 * detail.
 */
export function CheckoutConfirmPage() {
  const { t } = useTranslate();
  const [params] = useSearchParams();
  const orderId = orderIdOf(params.get('order'));
  const store = useCapability('checkout').orderConfirmationStore;
  const state = useObservable(store.state$);
  useDocumentTitle(t('confirmation.pageTitle'));

  useEffect(() => (orderId === null ? undefined : store.show(orderId)), [store, orderId]);

  const current = state.status !== 'idle' && state.orderId === orderId ? state : null;
  if (orderId !== null && (current === null || current.status === 'loading')) return <PageLoader fill label={t('confirmation.loading')} />;
  if (current?.status === 'failed') {
    return (
      <RetryAlert message={t('confirmation.loadError')} retryLabel={t('confirmation.retry')} onRetry={() => store.retry()} />
    );
  }
  if (current?.status !== 'loaded') {
    return (
      <MessageWithLink title={t('confirmation.pageTitle')} to="/shop" linkLabel={t('confirmation.continue')}>
        <Text>{t('confirmation.notFound')}</Text>
      </MessageWithLink>
    );
  }
  return <Confirmation order={current.order} />;
}

function Confirmation({ order }: { order: Order }) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const points = (value: number) => formatPoints(value, locale);

  return (
    <Stack gap="lg" className={page.confirmation}>
      <Title order={1}>{t('confirmation.heading')}</Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap={4}>
          <Text m={0}>
            {t('confirmation.number')} <strong data-testid="confirmation-number">{order.referenceIdentifier}</strong>
          </Text>
          <Text m={0}>{t('confirmation.orderedOn', { date: formatDateTime(order.createdAt, locale) })}</Text>
          <Text m={0}>
            {order.contact.email ? t('confirmation.emailSent', { email: order.contact.email }) : t('confirmation.emailSentOnFile')}
          </Text>
        </Stack>
      </Paper>
      <Table captionSide="top">
        <Table.Caption className={classes.caption}>{t('confirmation.items')}</Table.Caption>
        <OrderItemsHead
          columns={[
            { label: t('confirmation.item') },
            { label: t('confirmation.quantity'), numeric: true },
            { label: t('confirmation.points'), numeric: true },
            { label: t('confirmation.delivery') },
          ]}
        />
        <Table.Tbody>
          {order.items.map((item) => {
            const delivery = deliveryExpectation(item.productType, order.createdAt);
            return (
              <Table.Tr key={item.itemId}>
                <Table.Th scope="row" fw={400} className={classes.item}>
                  {item.productName}
                  <CharityShareList shares={item.charities} label={t('product.charities.sharedAmong')} />
                </Table.Th>
                <Table.Td className={classes.number}>{item.quantity}</Table.Td>
                <Table.Td className={classes.number}>{points(item.pointsPaid)}</Table.Td>
                <Table.Td>{delivery.by === null ? t(delivery.key) : t(delivery.key, { date: formatDate(delivery.by, locale) })}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <dl className={classes.amounts}>
        <dt>{t('confirmation.pointsUsed')}</dt>
        <dd data-testid="points-used">{points(order.pointsUsed)}</dd>
        <dt>{t('confirmation.cashPaid')}</dt>
        <dd data-testid="cash-paid">{formatMoney(order.cashPaidCents, locale)}</dd>
        <dt>{t('confirmation.shipping')}</dt>
        <dd>{t('confirmation.included')}</dd>
        {order.youSaved > 0 && (
          <>
            <dt>{t('confirmation.youSaved')}</dt>
            <dd>{points(order.youSaved)}</dd>
          </>
        )}
      </dl>
      {order.shippingAddress !== null && (
        <div>
          <Text m={0} fw={700}>
            {t('confirmation.shipTo')}
          </Text>
          <AddressText
            address={{
              first_name: order.shippingAddress.firstName ?? '',
              last_name: order.shippingAddress.lastName ?? '',
              address1: order.shippingAddress.address1,
              address2: order.shippingAddress.address2,
              city: order.shippingAddress.city,
              region_code: order.shippingAddress.regionCode,
              postal_code: order.shippingAddress.postalCode,
              country: order.shippingAddress.country,
            }}
          />
        </div>
      )}
      <Group gap="sm" data-print="hide">
        <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
          {t('confirmation.print')}
        </Button>
        <Button component={Link} variant="outline" to={localized(`/account/order-details/${order.id}`)}>
          {t('confirmation.details')}
        </Button>
        <Button component={Link} variant="subtle" to={localized('/shop')}>
          {t('confirmation.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
