/** The largest record id the programme API takes (ids stay below 2^53 so JavaScript reads them exactly). */
const MAX_ID = Number.MAX_SAFE_INTEGER;

const WHOLE_NUMBER = /^[1-9]\d*$/;

function positiveWholeNumber(value: string | null): number | null {
  // A missing value reads as "null", which is no number either.
  const text = String(value);
  if (!WHOLE_NUMBER.test(text)) return null;
  const number = Number(text);
  return number <= MAX_ID ? number : null;
}

/** The URL parameter of the order history's page (`/account/order-history?page=2`). */
export const ORDER_HISTORY_PAGE_PARAM = 'page';

/**
 * The order history page a URL asks for: its `page` parameter when it is a
 * whole number from 1, else page 1 (a link edited by hand shows the first
 * page rather than an error).
 */
export function orderHistoryPageOf(value: string | null): number {
  return positiveWholeNumber(value) ?? 1;
}

/** The `page` parameter of an order history page: none for the first page, so its address stays plain. */
export function orderHistoryPageParam(page: number): string | null {
  return page > 1 ? String(page) : null;
}

/**
 * The order an order-detail address names (`/account/order-details/:orderId`),
 * or null when it names none the programme could hold (not a whole number
 * from 1, or too large): that order is not found, without asking.
 */
export function orderIdOf(value: string | undefined): number | null {
  return positiveWholeNumber(value ?? null);
}
