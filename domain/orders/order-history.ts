/** Orders per page of the order history (spec §9). */
export const ORDER_PAGE_SIZE = 10;

/** Sale channel codes of the order history (spec §9). */
export const ORDER_SALE_CHANNELS = ['SHOP', 'EPBC', 'EGIF'] as const;

/** Sale channel codes of travel itineraries (spec §9), kept out of the order history. */
export const ITINERARY_SALE_CHANNELS = ['TRAV', 'TPPV'] as const;

/** Every sale channel code an order item may have. */
export const SALE_CHANNELS = [...ORDER_SALE_CHANNELS, ...ITINERARY_SALE_CHANNELS] as const;

/** One of {@link SALE_CHANNELS}. */
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** How far back the order history reaches, in months (spec §9). */
export const ORDER_HISTORY_MONTHS = 6;

/**
 * The oldest moment the order history shows at `now`: the same day and time
 * six calendar months earlier (UTC), or the month's last day when that month
 * is shorter (31 August → 28 or 29 February).
 */
export function orderHistorySince(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - ORDER_HISTORY_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

/** The number of the last page of `count` orders, `perPage` a page; 1 when there are none. */
export function lastPage(count: number, perPage: number = ORDER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The sale channel of a redeemed product type: eGift cards EGIF, other goods SHOP, other redemptions EPBC. */
export function saleChannelOf(productType: string): SaleChannel {
  if (productType === 'egiftcard') {
    return 'EGIF';
  }
  return productType === 'merchandise' || productType === 'giftcard' ? 'SHOP' : 'EPBC';
}
