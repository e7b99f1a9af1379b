import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Order } from '@rewards-storefront/domain/orders/order';
import { useTranslate } from '../hooks/use-translate';
import { OrderFacts, type OrderFact } from './order-facts';
import { OrderAddressBlock } from './order-shipping';

/**
 * What the order cost and how it was paid (spec §3 display fields):
 * subtotal, each promotion code and its savings, 'you saved', shipping and
 * taxes 'Included', total, points used, cash payment and the card it was
 * charged to (and refunded to, after a cancellation), and the card's
 * billing address.
 */
export function OrderPayment({ order }: { readonly order: Order }) {
  const { t, locale } = useTranslate();
  const points = (value: number) => formatPoints(value, locale);
  const facts: OrderFact[] = [
    { key: 'subtotal', label: t('orders.detail.subtotal'), value: points(order.totalPoints) },
    ...order.promotions.map((promotion) => ({
      key: `promotion-${promotion.codeName}`,
      label: t('orders.detail.promotionCode', { code: promotion.codeName }),
      value: `−${points(promotion.points)}`,
    })),
    { key: 'you-saved', label: t('orders.detail.youSaved'), value: order.youSaved > 0 ? points(order.youSaved) : null },
    { key: 'shipping-and-taxes', label: t('orders.detail.shippingAndTaxes'), value: t('orders.detail.included') },
    { key: 'total', label: t('orders.detail.total'), value: points(order.paidPoints) },
    { key: 'points-used', label: t('orders.detail.pointsUsed'), value: points(order.pointsUsed) },
    { key: 'cash', label: t('orders.detail.cashPayment'), value: formatMoney(order.cashPaidCents, locale) },
    ...order.payments.map((payment, index) => ({
      key: `payment-${index}`,
      label: t(payment.kind === 'charge' ? 'orders.detail.chargedTo' : 'orders.detail.refundedTo', {
        card: payment.maskedCardNumber ?? t('orders.detail.yourCard'),
      }),
      value: formatMoney(payment.cents, locale),
    })),
    // Spec §3 'billing': the card's billing address as given at checkout (kept with the payment only).
    ...order.payments.flatMap((payment, index) =>
      payment.kind === 'charge' && payment.billingAddress !== null
        ? [{ key: `billing-${index}`, label: t('orders.detail.billing'), value: <OrderAddressBlock address={payment.billingAddress} /> }]
        : [],
    ),
  ];
  return <OrderFacts facts={facts} />;
}
