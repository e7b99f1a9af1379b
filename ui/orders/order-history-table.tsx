import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatDateTime } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { orderItemCount, orderStatuses, type Order } from '@rewards-storefront/domain/orders/order';
import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { useOrderStatusLabel } from './use-order-status-texts';
import classes from './order-history-table.module.css';

/** The address of an order's detail page (before localization). */
export function orderDetailsPath(orderId: number): string {
  return `/account/order-details/${orderId}`;
}

export interface OrderHistoryTableProps {
  readonly orders: readonly Order[];
  /** What the table holds, e.g. "Your orders, page 1 of 2". */
  readonly caption: string;
}

/**
 * One page of the order history (spec §2, §3): for each order its number
 * (a link to its detail), the day it was placed, the status of its items,
 * the points and cash it cost and how many things it holds. On narrow
 * screens each order stacks as a card whose cells carry their column's name;
 * the explicit roles keep it a table for assistive technologies whatever
 * the display.
 */
export function OrderHistoryTable({ orders, caption }: OrderHistoryTableProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const statusLabel = useOrderStatusLabel();
  const column = (key: 'number' | 'date' | 'status' | 'points' | 'cash' | 'items') => t(`orders.history.columns.${key}`);
  return (
    <Table verticalSpacing="sm" className={classes.table} role="table">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead className={classes.head} role="rowgroup">
        <Table.Tr role="row">
          <Table.Th scope="col" role="columnheader">
            {column('number')}
          </Table.Th>
          <Table.Th scope="col" role="columnheader">
            {column('date')}
          </Table.Th>
          <Table.Th scope="col" role="columnheader">
            {column('status')}
          </Table.Th>
          <Table.Th scope="col" role="columnheader" className={classes.amount}>
            {column('points')}
          </Table.Th>
          <Table.Th scope="col" role="columnheader" className={classes.amount}>
            {column('cash')}
          </Table.Th>
          <Table.Th scope="col" role="columnheader" className={classes.amount}>
            {column('items')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {orders.map((order) => (
          <Table.Tr key={order.id} role="row" className={classes.row}>
            <Table.Th scope="row" role="rowheader" className={classes.number}>
              <Anchor
                component={Link}
                to={localized(orderDetailsPath(order.id))}
                fw={600}
                aria-label={t('orders.history.detailsOf', { number: order.referenceIdentifier })}
              >
                {order.referenceIdentifier}
              </Anchor>
            </Table.Th>
            <Table.Td role="cell" data-label={column('date')}>
              {formatDateTime(order.createdAt, locale)}
            </Table.Td>
            <Table.Td role="cell" data-label={column('status')}>
              {orderStatuses(order).map(statusLabel).join(', ')}
            </Table.Td>
            <Table.Td role="cell" data-label={column('points')} className={classes.amount}>
              {formatPoints(order.pointsUsed, locale)}
            </Table.Td>
            <Table.Td role="cell" data-label={column('cash')} className={classes.amount}>
              {formatMoney(order.cashPaidCents, locale)}
            </Table.Td>
            <Table.Td role="cell" data-label={column('items')} className={classes.amount}>
              {orderItemCount(order)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
