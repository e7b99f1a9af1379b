import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { SaleChannel } from '@rewards-storefront/domain/orders/order-history';
import type { MemberRow } from '../account/member-repository';

/** One redemption that becomes an order of one item. */
export interface RedemptionOrder {
  member: MemberRow;
  /** The admin acting in login-as mode, if any. */
  adminId: number | null;
  accountId: number;
  locale: Locale;
  now: Date;
  /** When the debit posts, if later than `now` (a miles transfer: when the airline has the points). */
  postsAt?: Date;
  kind: 'cash_back' | 'direct_deposit' | 'miles_transfer' | 'financial_reward' | 'flight' | 'hotel' | 'car' | 'cruise' | 'package';
  channel: SaleChannel;
  name: readonly [en: string, fr: string];
  points: number;
  conversionRate: number;
  productId: number | null;
  /** Spec §3 payload: product_group_code, custom fields, what the points became. */
  payload: Record<string, unknown>;
  consents: Record<string, boolean>;
  /** The item's first status: placed (sent to the partner), or the partner's booking status. */
  status: string;
  /** The confirmation email's facts (label, value) and arrival text, in the order's language. */
  email: { facts: ReadonlyArray<readonly [string, string]>; expectation: string | null };
  /** Prefix of the confirmation number (R for orders). */
  referencePrefix?: string;
}
