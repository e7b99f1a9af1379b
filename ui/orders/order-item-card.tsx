import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatDate, formatDateTime } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Order, OrderItem } from '@rewards-storefront/domain/orders/order';
import { statusReason } from '@rewards-storefront/domain/orders/order';
import { orderItemDelivery } from '@rewards-storefront/domain/orders/order-item-delivery';
import { egiftResend } from '@rewards-storefront/domain/orders/egift-resend';
import { Anchor, Button, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { OrderAction } from './order-action';
import { linkTargetOf, newTabProps } from '../components/link-target';
import { productLocation } from '../components/catalogue-location';
import { OrderFacts, type OrderFact } from './order-facts';
import { useOrderStatusLabel, useStatusReason } from './use-order-status-texts';
import classes from './order-item-card.module.css';
import { CharityShareList } from '../components/charity-share-list';
import { CancellationCountdown } from './cancellation-countdown';

export interface OrderItemCardProps {
  readonly order: Order;
  readonly item: OrderItem;
  /** The viewer may not change anything (a read-only admin): the cancel button is disabled. */
  readonly readOnly: boolean;
  /** This item's cancellation is under way. */
  readonly cancelling: boolean;
  /** Another cancellation of the page is under way. */
  readonly blocked: boolean;
  readonly onCancel: (item: OrderItem) => void;
  /** Asks for a delivered eGift card to be sent again (the programme's custom action); without it, no such button. */
  readonly onResend?: (item: OrderItem) => Promise<unknown>;
}

/** The id of an item's heading, which takes the focus once the item is cancelled. */
export function orderItemHeadingId(item: Pick<OrderItem, 'itemId'>): string {
  return `order-item-${item.itemId}`;
}

/**
 * One item of an order with every display field of spec §3 that applies
 * to it: number, status with its reason, quantity, price, item total,
 * fees, promotion savings, points and cash paid, tracking number (a link to
 * the carrier, in a new tab), eGift serial number and recipient, where the
 * points went (airline and flyer number, account's last four digits, cashed
 * status and date, rewards reference number), delivery expectation; and,
 * while it can be cancelled, its cancel button.
 */
export function OrderItemCard({ order, item, readOnly, cancelling, blocked, onCancel, onResend }: OrderItemCardProps) {
  const [resending, setResending] = useState(false);
  const resendable = onResend !== undefined && egiftResend({ productType: item.productType, status: item.status }).ok;
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const statusLabel = useOrderStatusLabel();
  const translateReason = useStatusReason();
  const points = (value: number) => formatPoints(value, locale);
  const reason = statusReason(item);
  const status =
    reason === null
      ? statusLabel(item.status)
      : t('orders.detail.statusWithReason', { status: statusLabel(item.status), reason: translateReason(reason) });
  const delivery = orderItemDelivery(item, order.createdAt);
  const tracking = item.trackingUrl === null ? null : linkTargetOf(item.trackingUrl, { external: true });
  const unitPrice = item.unitPoints - item.unitSaleAmount;
  const redemption = item.redemption;
  const facts: OrderFact[] = [
    { key: 'item-number', label: t('orders.detail.itemNumber'), value: item.itemNumber },
    { key: 'status', label: t('orders.detail.status'), value: status },
    { key: 'quantity', label: t('orders.detail.quantity'), value: item.quantity },
    {
      key: 'price',
      label: t('orders.detail.price'),
      value:
        item.unitSaleAmount > 0
          ? t('orders.detail.priceWithSale', { price: points(unitPrice), regular: points(item.unitPoints) })
          : points(unitPrice),
    },
    { key: 'item-total', label: t('orders.detail.itemTotal'), value: points(item.itemTotal) },
    {
      key: 'fees',
      label: t('orders.detail.additionalFees'),
      value:
        item.fees.length === 0
          ? null
          : item.fees
              .map(
                (fee) =>
                  `${fee.name} ${fee.currency === 'CAD' ? formatMoney(Math.round(fee.amount * 100), locale) : formatPoints(fee.amount, locale, fee.currency)}`,
              )
              .join(', '),
    },
    {
      key: 'promotion',
      label: t('orders.detail.promotion'),
      value:
        item.promotions.length === 0
          ? null
          : item.promotions
              .map((promotion) => t('orders.detail.promotionSaving', { code: promotion.codeName, points: points(promotion.points) }))
              .join(', '),
    },
    { key: 'points-used', label: t('orders.detail.pointsUsed'), value: points(item.pointsPaid) },
    { key: 'cash', label: t('orders.detail.cashPayment'), value: item.cashCents > 0 ? formatMoney(item.cashCents, locale) : null },
    {
      key: 'tracking',
      label: t('orders.detail.trackingNumber'),
      value:
        item.trackingNumber === null ? null : tracking?.kind === 'external' ? (
          <Anchor href={tracking.href} {...newTabProps(true)}>
            {item.trackingNumber}
            <IconExternalLink size={16} aria-hidden="true" className={classes.externalIcon} />{' '}
            <VisuallyHidden>{t('orders.detail.trackingHint')}</VisuallyHidden>
          </Anchor>
        ) : (
          item.trackingNumber
        ),
    },
    { key: 'serial-number', label: t('orders.detail.serialNumber'), value: item.serialNumber },
    // Where the points went (spec §3 display fields), for miles transfers, cash back, deposits and financial rewards.
    { key: 'airline', label: t('orders.detail.airline'), value: redemption?.airline ?? null },
    { key: 'flyer-number', label: t('orders.detail.flyerNumber'), value: redemption?.flyerNumber ?? null },
    {
      key: 'deposit-account',
      label: t('orders.detail.depositAccount'),
      value: redemption?.accountLastFour ? t('orders.detail.accountEnding', { digits: redemption.accountLastFour }) : null,
    },
    {
      key: 'cashed-status',
      label: t('orders.detail.cashedStatus'),
      value: redemption?.cashedStatus ? t(redemption.cashedStatus === 'cashed' ? 'orders.detail.cashedYes' : 'orders.detail.cashedNo') : null,
    },
    {
      key: 'cashed-date',
      label: t('orders.detail.cashedDate'),
      value: redemption?.cashedAt ? formatDateTime(redemption.cashedAt, locale) : null,
    },
    { key: 'rewards-reference', label: t('orders.detail.rewardsReference'), value: redemption?.rewardsReferenceNumber ?? null },
    {
      key: 'recipient',
      label: t('orders.detail.recipient'),
      value:
        item.recipient === null
          ? null
          : item.recipient.email === null
            ? item.recipient.name
            : t('orders.detail.recipientWithEmail', { name: item.recipient.name, email: item.recipient.email }),
    },
    {
      key: 'delivery',
      label: t('orders.detail.delivery'),
      value: delivery.by === null ? null : t(`orders.${delivery.key}`, { date: formatDate(delivery.by, locale) }),
    },
    {
      key: 'charities',
      label: t('product.charities.sharedAmong'),
      value: item.charities.length === 0 ? null : <CharityShareList shares={item.charities} />,
    },
    { key: 'notes', label: t('orders.detail.notes'), value: item.notes },
  ];
  const headingId = orderItemHeadingId(item);

  return (
    <li className={classes.item} aria-labelledby={headingId}>
      <div className={classes.media}>
        <OrderItemImage imageUrl={item.imageUrl} />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name} id={headingId} tabIndex={-1}>
          {item.productSlug ? (
            <Anchor component={Link} to={localized(productLocation(item.productSlug))}>
              {item.productName}
            </Anchor>
          ) : (
            item.productName
          )}
        </h3>
        <OrderFacts facts={facts} />
        {item.canCancel && (
          <CancellationCountdown deadline={item.cancellableUntil}>
            <OrderAction readOnly={readOnly} mt="md">
              <Button
                variant="outline"
                color="red.9"
                onClick={() => onCancel(item)}
                disabled={readOnly || blocked}
                loading={cancelling}
                aria-label={t('orders.detail.cancelItemLabel', { name: item.productName })}
              >
                {t('orders.detail.cancelItem')}
              </Button>
            </OrderAction>
          </CancellationCountdown>
        )}
        {resendable && (
          <OrderAction readOnly={readOnly} mt="md">
            <Button
              variant="outline"
              onClick={() => {
                setResending(true);
                void onResend(item).finally(() => setResending(false));
              }}
              disabled={readOnly}
              loading={resending}
              aria-label={t('orders.resend.buttonLabel', { name: item.productName })}
            >
              {t('orders.resend.button')}
            </Button>
          </OrderAction>
        )}
      </div>
    </li>
  );
}

/**
 * An item's picture, decorative (its name is the heading beside it); the
 * no-image sign when there is none, or when it cannot be loaded (a product
 * no longer in the catalogue keeps its address but has no picture there).
 */
function OrderItemImage({ imageUrl }: { readonly imageUrl: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (imageUrl === null || failed === imageUrl) return <IconPhotoOff size={40} stroke={1.5} aria-hidden="true" />;
  return (
    <img src={imageUrl} alt="" width={200} height={200} loading="lazy" className={classes.image} onError={() => setFailed(imageUrl)} />
  );
}

/** The list of an order's items, named by its heading. */
export function OrderItemList({ labelledBy, children }: { readonly labelledBy: string; readonly children: ReactNode }) {
  return (
    <ul className={classes.items} aria-labelledby={labelledBy}>
      {children}
    </ul>
  );
}
