import { formatMoney } from '@domain/format/format-money';
import { formatPoints } from '@domain/format/format-points';
import { orderItemCount, orderStatuses, type Order } from '@domain/orders/order';
import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { formatOrderDate } from './format-order-date';
import { useOrderStatusLabel } from './order-status';
import classes from './order-history-table.module.css';

/** The address of an order's detail page (before localization). */
export function orderDetailsPath(orderId: number): string {
  return `/account/order-details/${orderId}`;
}

export interface OrderHistoryTableProps {
  readonly orders: readonly Order[];
  /** What the table holds, e.g. "Orders, page 1 of 2". */
  readonly caption: string;
}

/**
 * One page of the order history (spec §2, §3): for each order its number
 * (a link to its detail), the day it was placed, the status of its items,
 * the points and cash it cost and how many things it holds.
 */
export function OrderHistoryTable({ orders, caption }: OrderHistoryTableProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const statusLabel = useOrderStatusLabel();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" className={classes.table}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.history.columns.number')}</Table.Th>
            <Table.Th scope="col">{t('orders.history.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('orders.history.columns.status')}</Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('orders.history.columns.points')}
            </Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('orders.history.columns.cash')}
            </Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('orders.history.columns.items')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={localized(orderDetailsPath(order.id))} fw={600}>
                  <VisuallyHidden>{t('orders.history.detailsOf')}</VisuallyHidden> {order.referenceIdentifier}
                </Anchor>
              </Table.Th>
              <Table.Td>{formatOrderDate(order.createdAt, locale)}</Table.Td>
              <Table.Td>{orderStatuses(order).map(statusLabel).join(', ')}</Table.Td>
              <Table.Td className={classes.amount}>{formatPoints(order.pointsUsed, locale)}</Table.Td>
              <Table.Td className={classes.amount}>{formatMoney(order.cashPaidCents, locale)}</Table.Td>
              <Table.Td className={classes.amount}>{orderItemCount(order)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
