import { CANCEL_REASONS, orderItemStatusKey, type OrderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import { useTranslate } from '../hooks/use-translate';

/** The label of a status (spec §3 order-item statuses), in the page's language. */
export function useOrderStatusLabel(): (status: OrderItemStatus) => string {
  const { t } = useTranslate();
  return (status) => t(orderItemStatusKey(status));
}

/**
 * A status reason in the page's language: the spec's cancel reasons are
 * translated, any other reason the programme gives shows as it was written.
 */
export function useStatusReason(): (reason: string) => string {
  const { t } = useTranslate();
  return (reason) => {
    const known = CANCEL_REASONS.find((candidate) => candidate === reason.trim().toLowerCase());
    return known ? t(`orders.cancelReasons.${known.replace(/ /g, '_')}`) : reason;
  };
}
