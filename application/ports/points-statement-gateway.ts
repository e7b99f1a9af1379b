import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { ChartMonth, PostingStatus } from '@rewards-storefront/domain/points/points-statement';
import type { StatementReason } from '@rewards-storefront/domain/points/statement-reason';
import type { GatewayFailure } from './gateway-failure';
import type { PrimaryOnly } from './transaction-gateway';

/** One line of a points statement. */
export interface StatementEntry {
  readonly id: number;
  /** When it posted, or posts while pending. */
  readonly postingDate: Date;
  readonly reason: StatementReason;
  /** The key of its words under `pointsStatement.reason` (the domain's `statementWordsKey`). */
  readonly wordsKey: string;
  readonly reference: string | null;
  readonly partner: string | null;
  /** The card purchase or fee, in the language asked. */
  readonly detail: string | null;
  /** Signed: a debit is negative. */
  readonly points: number;
  readonly status: PostingStatus;
  /** The posted balance after it; null while pending. */
  readonly runningBalance: number | null;
}

/** A card's statement for one month, and the twelve months of its balance ending now. */
export interface PointsStatement {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly openingBalance: number;
  readonly closingBalance: number;
  readonly pendingPoints: number;
  readonly postedBalance: number;
  /** Posted plus pending: what the card holds now. */
  readonly cardBalance: number;
  readonly entries: readonly StatementEntry[];
  readonly months: readonly ChartMonth[];
}

/** Which card, which month (`YYYY-MM`, null: the current one) and in which language. */
export interface PointsStatementRequest {
  readonly accountId: number;
  readonly month: string | null;
  readonly locale: Locale;
}

export type PointsStatementResult = { readonly ok: true; readonly statement: PointsStatement } | GatewayFailure<PrimaryOnly>;

/**
 * A card's points statement (issue 26 item 5: GET
 * /member/account/{id}/points-statement, and its .csv and .pdf files).
 *
 * Contract: the month's posted entries in posting order, each with the
 * posted balance after it, from the opening balance to the closing one;
 * in the current month then the pending entries, without a balance; twelve
 * months ending with the current one; the card balance is the posted
 * balance plus the pending points. Another member's card is `not-found`, a
 * card the member only redeems on `primary-only`, a malformed or future
 * month `invalid` with a field error on `month`. `fileUrl` is where the browser downloads the month as
 * CSV or PDF (the session's cookie goes with it). Never throws for HTTP or
 * network failures.
 */
export interface PointsStatementGateway {
  statement(request: PointsStatementRequest): Promise<PointsStatementResult>;
  fileUrl(request: PointsStatementRequest, format: 'csv' | 'pdf'): string;
}
