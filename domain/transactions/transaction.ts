import type { RedeemableStatus } from '../account/annual-fee-eraser.ts';
import type { TransactionAction } from './transaction-display.ts';

/** One transaction of a card (spec §3 Transaction), as the transactions page shows it. */
export interface Transaction {
  /** Unique in a list (card activity and ledger entries are numbered apart). */
  readonly id: string;
  readonly action: TransactionAction;
  /** In the page's language. */
  readonly description: string;
  /** When it happened. */
  readonly createdAt: Date;
  /** When it posted to the card (the date filters and the eraser's 90 days count from it). */
  readonly postedAt: Date;
  /** The card amount in cents (card activity only). */
  readonly amountCents: number | null;
  readonly currencyCode: string | null;
  /** Points it moved: earned on a purchase, or the ledger entry's own (negative for a debit). */
  readonly points: number;
  /** Bonus points included in `points`. */
  readonly bonusPoints: number;
  /** Annual fees only. */
  readonly redeemableStatus: RedeemableStatus | null;
  readonly redeemedAt: Date | null;
  readonly reference: string | null;
  /** The card transaction to send to the eraser (card activity only). */
  readonly cardTransactionId: number | null;
  /** The points the eraser takes for this annual fee. */
  readonly eraserPoints: number | null;
}
