/**
 * Why a ledger entry moved a card's points, as the points statement names it
 * (issue 26 item 5). Each kind has its words under `pointsStatement.reason.<kind>`
 * in the storefront's catalogues and in the server's CSV and PDF texts.
 */
export type StatementReason =
  | 'earned'
  | 'order'
  | 'miles_transfer'
  | 'refund'
  | 'bonus'
  | 'travel_credit'
  | 'travel_credit_reversal'
  | 'eraser'
  | 'pay_with_rewards'
  | 'expiry'
  | 'adjustment';

/** Every reason, in the order the API lists them. */
export const STATEMENT_REASONS: readonly StatementReason[] = [
  'earned',
  'order',
  'miles_transfer',
  'refund',
  'bonus',
  'travel_credit',
  'travel_credit_reversal',
  'eraser',
  'pay_with_rewards',
  'expiry',
  'adjustment',
];

/** What the ledger records of an entry: its type, its source's type, and the kind of the order it came from, if any. */
export interface LedgerEntryCause {
  readonly entryType: string;
  readonly sourceType: string | null;
  /** The redemption kind of the source order's items (`miles_transfer`, `merchandise`, …); null when not an order. */
  readonly orderKind: string | null;
}

/** A debit's reason: by what it paid for; an order's points to an airline are a transfer to a partner. */
function debitReason(cause: LedgerEntryCause): StatementReason {
  if (cause.sourceType === 'annual_fee_eraser') return 'eraser';
  if (cause.sourceType === 'pay_with_rewards') return 'pay_with_rewards';
  if (cause.orderKind === 'miles_transfer') return 'miles_transfer';
  return 'order';
}

/**
 * The reason of one ledger entry, from its type and source: purchases' points
 * are `earned`; a bonus from a travel booking is the Elite `travel_credit`
 * (its reversal is named too); a debit is the eraser, Pay with Rewards, a
 * miles transfer or an order; `transfer_out` is a transfer to a partner,
 * `transfer_in` a bonus. A type the statement does not know reads as an
 * adjustment rather than failing the whole statement.
 */
export function statementReason(cause: LedgerEntryCause): StatementReason {
  const fromTravel = cause.sourceType === 'travel_bonus';
  switch (cause.entryType) {
    case 'earn':
      return 'earned';
    case 'bonus':
      return fromTravel ? 'travel_credit' : 'bonus';
    case 'transfer_in':
      return 'bonus';
    case 'reversal':
      return fromTravel ? 'travel_credit_reversal' : 'adjustment';
    case 'refund':
      return 'refund';
    case 'redeem':
      return debitReason(cause);
    case 'transfer_out':
      return 'miles_transfer';
    case 'expire':
      return 'expiry';
    default:
      return 'adjustment';
  }
}
