import type { ContextStore, MemberContext } from '../context/context-store';
import { activeCardQuery } from '../context/active-card-query';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PointsStatement, PointsStatementGateway } from '../ports/points-statement-gateway';

/** The month a screen shows: `YYYY-MM`, or null for the current one. */
export type StatementMonthInput = string | null;

/**
 * The points statement page's data for the month it shows; 'primary-only':
 * the active card is one the member only redeems on, whose statement is its holder's.
 */
export type PointsStatementState = QueryState<{ month: StatementMonthInput }, { statement: PointsStatement }, 'no-card' | 'primary-only'>;

export type PointsStatementStore = QueryStore<StatementMonthInput, MemberContext, PointsStatementState>;

/**
 * The active card's points statement for the month the page shows (issue
 * 26 item 5), in the page's language; again when the member switches cards
 * or languages.
 *
 * Always holds: a member without a usable card has none ('no-card'); a
 * card the member only redeems on gives 'primary-only' (not reported); a
 * failure shows 'failed' and is reported.
 */
export function pointsStatement(
  context: ContextStore,
  gateway: PointsStatementGateway,
  errors: ErrorReporter,
): Query<StatementMonthInput, MemberContext, PointsStatementState> {
  return activeCardQuery(
    context,
    (month: StatementMonthInput) => ({ month }),
    (month, { accountId, locale }) =>
      ask(
        errors,
        'points statement',
        () => gateway.statement({ accountId, month, locale }),
        (result): PointsStatementState =>
          result.ok ? { status: 'loaded', month, statement: result.statement } : { status: result.reason === 'primary-only' ? 'primary-only' : 'failed', month },
        ['primary-only'],
      ),
  );
}
