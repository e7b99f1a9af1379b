/** Merchandise arrives within this many business days (spec §9). */
export const MERCHANDISE_DELIVERY_BUSINESS_DAYS = 10;

/** eGift cards arrive within this many days (spec §9). */
export const EGIFT_DELIVERY_DAYS = 3;

/** A charitable donation's tax receipt comes within this many weeks (spec §9). */
export const CHARITY_RECEIPT_WEEKS = 12;

/** Miles reach the airline account within 1 to this many weeks (spec §9). */
export const MILES_TRANSFER_WEEKS = 2;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Whether `date` falls on a Saturday or Sunday (UTC). */
export function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * `date` moved forward by `days` business days (spec §9 delivery-date
 * helpers): each step lands on the next weekday, skipping Saturdays and
 * Sundays; the time of day is kept. Zero days is the date itself.
 */
export function addBusinessDays(date: Date, days: number): Date {
  let result = new Date(date.getTime());
  for (let added = 0; added < days; ) {
    result = new Date(result.getTime() + DAY_MS);
    if (!isWeekend(result)) {
      added += 1;
    }
  }
  return result;
}

/** What the confirmation says about when an item arrives. */
export interface DeliveryExpectation {
  /**
   * i18n key of the text: merchandise 'up to 10 business days', eGift 'up to
   * 3 days', a donation's tax receipt 'within 12 weeks', miles '1-2 weeks',
   * else none.
   */
  readonly key: 'delivery.merchandise' | 'delivery.egift' | 'delivery.charityReceipt' | 'delivery.miles' | 'delivery.none';
  /** The latest expected arrival (of the receipt, of the miles), or null when nothing is delivered. */
  readonly by: Date | null;
}

/**
 * Delivery expectation of a redeemed product type ordered at `orderedAt`
 * (spec §9): merchandise and gift cards (shipped) within 10 business days;
 * eGift cards within 3 days; a charitable donation's tax receipt within 12
 * weeks; a miles transfer within 1-2 weeks (by 2 weeks); other redemptions
 * have none.
 */
export function deliveryExpectation(productType: string, orderedAt: Date): DeliveryExpectation {
  if (productType === 'merchandise' || productType === 'giftcard') {
    return { key: 'delivery.merchandise', by: addBusinessDays(orderedAt, MERCHANDISE_DELIVERY_BUSINESS_DAYS) };
  }
  if (productType === 'egiftcard') {
    return { key: 'delivery.egift', by: new Date(orderedAt.getTime() + EGIFT_DELIVERY_DAYS * DAY_MS) };
  }
  if (productType === 'charitable_donation') {
    return { key: 'delivery.charityReceipt', by: new Date(orderedAt.getTime() + CHARITY_RECEIPT_WEEKS * WEEK_MS) };
  }
  if (productType === 'miles_transfer') {
    return { key: 'delivery.miles', by: new Date(orderedAt.getTime() + MILES_TRANSFER_WEEKS * WEEK_MS) };
  }
  return { key: 'delivery.none', by: null };
}
