import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type {
  PayWithRewardsActivity,
  PayWithRewardsDateRange,
  PayWithRewardsRefusal as PurchaseRefusal,
  PayWithRewardsView,
} from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import type { GatewayFailure } from './gateway-failure';
import type { PointsDebitRefusal } from './points-debit-refusal';

/** One page of a card's Pay with Rewards activities. */
export interface PayWithRewardsPage {
  readonly activities: readonly PayWithRewardsActivity[];
  readonly page: number;
  readonly lastPage: number;
  /** Dollars per point. */
  readonly conversionRate: number;
}

/** What Pay with Rewards did (spec §8). */
export interface PayWithRewardsReceipt {
  readonly referenceIdentifier: string;
  readonly points: number;
  readonly cashCents: number;
  readonly description: string;
  readonly balance: number;
}

/** What paying several purchases back at once did (issue 26): the totals and each purchase's receipt. */
export interface PayWithRewardsBulkReceipt {
  readonly points: number;
  readonly cashCents: number;
  readonly balance: number;
  readonly receipts: readonly PayWithRewardsReceipt[];
}

/**
 * Why a reimbursement was refused: the purchase is no longer eligible
 * (`refusal` says why when the server names a reason the store knows; its
 * text never reaches the member, see payWithRewardsFailureKey); only the
 * primary holder may; a debit's refusals.
 */
export type PayWithRewardsRefusal =
  | { readonly reason: 'not-redeemable'; readonly refusal: PurchaseRefusal | null }
  | { readonly reason: 'primary-only' }
  | PointsDebitRefusal;

export type PayWithRewardsPageResult =
  { readonly ok: true; readonly page: PayWithRewardsPage } | GatewayFailure<{ readonly reason: 'primary-only' }>;
export type PayWithRewardsResult = { readonly ok: true; readonly receipt: PayWithRewardsReceipt } | GatewayFailure<PayWithRewardsRefusal>;
/** What the sign-in notice says (issue 26): how many purchases can still be paid back, until the earliest deadline; null for none. */
export type PayBackReminderResult =
  | { readonly ok: true; readonly reminder: { readonly count: number; readonly until: Date } | null }
  | GatewayFailure<{ readonly reason: 'primary-only' }>;
export type PayWithRewardsBulkResult =
  | { readonly ok: true; readonly receipt: PayWithRewardsBulkReceipt }
  | GatewayFailure<PayWithRewardsRefusal>;

/** Which page of a card's activities to show: the view, the posting range in days, and the language. */
export interface PayWithRewardsListRequest {
  readonly accountId: number;
  readonly view: PayWithRewardsView;
  readonly days: PayWithRewardsDateRange;
  readonly page: number;
  readonly locale: Locale;
}

/** One purchase paid back with points, in cents, with the attempt's key (the same for a retry of that attempt). */
export interface PayWithRewardsRequest {
  readonly accountId: number;
  readonly referenceIdentifier: string;
  readonly cents: number;
  readonly locale: Locale;
  readonly idempotencyKey: string;
}

/** Several purchases paid back in full at once (issue 26), with the attempt's key. */
export interface PayWithRewardsBulkRequest {
  readonly accountId: number;
  readonly referenceIdentifiers: readonly string[];
  readonly locale: Locale;
  readonly idempotencyKey: string;
}

/**
 * Pay with Rewards (spec §7: GET and POST /member/account/{id}/pay-with-reward).
 *
 * Contract: the eligible view holds the card's purchases not yet
 * reimbursed, the redeemed view the reimbursed ones with their cash and
 * points, newest posting first, within the range; a purchase is reimbursed
 * once whatever the attempts with one key; another member's card is
 * `not-found`. Several purchases are paid back in full in one request,
 * all or nothing (issue 26): one that cannot be paid back, or a total above
 * the balance, refuses them all and nothing is debited; the key replays.
 * Never throws for HTTP or network failures.
 */
export interface PayWithRewardsGateway {
  list(request: PayWithRewardsListRequest): Promise<PayWithRewardsPageResult>;
  redeem(request: PayWithRewardsRequest): Promise<PayWithRewardsResult>;
  reminder(request: { readonly accountId: number }): Promise<PayBackReminderResult>;
  redeemMany(request: PayWithRewardsBulkRequest): Promise<PayWithRewardsBulkResult>;
}
