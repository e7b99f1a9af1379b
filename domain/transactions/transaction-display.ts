import { eraserDeadline, type RedeemableStatus } from '../account/annual-fee-eraser.ts';

/** What a transaction is (spec §3 action name): card activity, or a ledger movement of points. */
export const TRANSACTION_ACTIONS = [
  'purchase',
  'annual_fee',
  'earn',
  'bonus',
  'redeem',
  'refund',
  'annual_fee_eraser',
  'pay_with_rewards',
  'transfer_in',
  'transfer_out',
  'expire',
  'adjustment',
  'reversal',
] as const;
/** One of {@link TRANSACTION_ACTIONS}. */
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

/** The i18n key naming an action; an action this store does not know yet is named generically. */
export function transactionActionKey(action: string): string {
  return (TRANSACTION_ACTIONS as readonly string[]).includes(action) ? `transactions.action.${action}` : 'transactions.action.other';
}

/** What the status column says of a transaction the eraser concerns (spec §4: redeemable_status shows details). */
export interface TransactionStatusDisplay {
  readonly status: RedeemableStatus;
  /** 'transactions.status.<status>': Redeemable, Redeemed, Expired. */
  readonly labelKey: string;
  /** 'transactions.statusDetail.<status>' with `{ date }`: redeem by, redeemed on, expired on. */
  readonly detailKey: string;
  /** The date the detail names: the deadline, or the day it was redeemed. */
  readonly date: Date;
  /** The eraser can redeem it now. */
  readonly canRedeem: boolean;
}

/**
 * The status and its detail for a transaction with a redeemable status
 * (an annual fee); null for any other transaction. A redeemable fee names
 * its deadline (90 days after posting), an expired one the day it expired,
 * a redeemed one the day it was redeemed (or its deadline when that day is
 * not known).
 */
export function transactionStatusDisplay(transaction: {
  readonly redeemableStatus: RedeemableStatus | null;
  readonly postedAt: Date;
  readonly redeemedAt: Date | null;
}): TransactionStatusDisplay | null {
  const status = transaction.redeemableStatus;
  if (status === null) return null;
  return {
    status,
    labelKey: `transactions.status.${status}`,
    detailKey: `transactions.statusDetail.${status}`,
    date: status === 'redeemed' && transaction.redeemedAt !== null ? transaction.redeemedAt : eraserDeadline(transaction.postedAt),
    canRedeem: status === 'redeemable',
  };
}
