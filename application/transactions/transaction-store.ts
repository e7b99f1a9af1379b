import type { TransactionQuery } from '@rewards-storefront/domain/transactions/transaction-query';
import type { ContextStore, MemberContext } from '../context/context-store';
import { activeCardQuery } from '../context/active-card-query';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { TransactionGateway, TransactionPage } from '../ports/transaction-gateway';

/** The transactions page's data for the query it shows. */
/** 'primary-only': the active card is one the member only redeems on, whose transactions are its holder's. */
export type TransactionState = QueryState<{ query: TransactionQuery }, { page: TransactionPage }, 'no-card' | 'primary-only'>;

export type TransactionStore = QueryStore<TransactionQuery, MemberContext, TransactionState>;

/**
 * The active card's transactions for the query the page shows (spec §4:
 * all or the Annual Fee Eraser tab, a date filter, 25 a page), in the
 * page's language; loaded again after the eraser changed them (`retry`).
 *
 * Always holds: a member without a usable card has none to show
 * ('no-card'); a card the member only redeems on gives 'primary-only'
 * (not reported).
 */
export function transactions(context: ContextStore, gateway: TransactionGateway, errors: ErrorReporter): Query<TransactionQuery, MemberContext, TransactionState> {
  return activeCardQuery(
    context,
    (query: TransactionQuery) => ({ query }),
    (query, { accountId, locale }) => {
      const { view, dateFilter, page } = query;
      return ask(
        errors,
        'transactions',
        () => gateway.list({ accountId, view, dateFilter, page, locale }),
        (result): TransactionState => (result.ok ? { status: 'loaded', query, page: result.page } : { status: result.reason === 'primary-only' ? 'primary-only' : 'failed', query }),
        ['primary-only'],
      );
    },
  );
}
