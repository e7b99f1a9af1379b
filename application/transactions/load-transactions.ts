import type { TransactionQuery } from '@domain/account/transaction-query';
import type { Locale } from '@domain/locale/locale';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { TransactionGateway, TransactionPage } from '../ports/transaction-gateway';

/**
 * Reads one page of the active card's transactions (spec §4: all or the
 * Annual Fee Eraser tab, a date filter, 25 a page). Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: a card the member only redeems on (an authorized redeemer)
 * gives 'primary-only', its transactions being its holder's; another
 * failure gives null and is reported unless it is the session's.
 */
export class LoadTransactions {
  constructor(
    private readonly gateway: TransactionGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: {
    readonly accountId: number;
    readonly query: TransactionQuery;
    readonly locale: Locale;
  }): Observable<TransactionPage | 'primary-only' | null> {
    const { accountId, query, locale } = input;
    return defer(() => this.gateway.list({ accountId, view: query.view, dateFilter: query.dateFilter, page: query.page, locale })).pipe(
      map((result) => {
        if (result.ok) return result.page;
        if (result.reason === 'primary-only') return 'primary-only' as const;
        this.errors.report('transactions', result);
        return null;
      }),
    );
  }
}
