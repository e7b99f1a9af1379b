import type { StatementReason } from './statement-reason.ts';

/** What an entry's words may name: the order or booking number, the airline, the card purchase or fee. */
export interface StatementWordValues {
  readonly reference: string | null;
  readonly partner: string | null;
  readonly detail: string | null;
}

type WordField = keyof StatementWordValues;

/** What each reason's words name, when the ledger knows it. */
const NAMED: Record<StatementReason, readonly WordField[]> = {
  earned: ['detail'],
  order: ['reference'],
  miles_transfer: ['partner', 'reference'],
  refund: ['reference'],
  bonus: [],
  travel_credit: ['reference'],
  travel_credit_reversal: ['reference'],
  eraser: ['detail'],
  pay_with_rewards: ['detail'],
  expiry: [],
  adjustment: [],
};

/**
 * The key of an entry's words under `pointsStatement.reason` (and the
 * server's CSV and PDF texts): the reason itself when every value its words
 * name is known ("Order {{reference}}"), else `<reason>_plain`, the words
 * without them ("Order"), so a statement never prints an empty name.
 */
export function statementWordsKey(reason: StatementReason, values: StatementWordValues): string {
  return NAMED[reason].every((field) => typeof values[field] === 'string') ? reason : `${reason}_plain`;
}
