import type { TransactionQuery } from '@domain/account/transaction-query';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { TransactionPage } from '../ports/transaction-gateway';
import type { LoadTransactions } from './load-transactions';

/** The transactions page's data for the query it shows. */
export type TransactionState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: TransactionQuery }
  | { readonly status: 'loaded'; readonly query: TransactionQuery; readonly page: TransactionPage }
  | { readonly status: 'no-card'; readonly query: TransactionQuery }
  /** The active card is one the member only redeems on: its transactions are its holder's. */
  | { readonly status: 'primary-only'; readonly query: TransactionQuery }
  | { readonly status: 'failed'; readonly query: TransactionQuery };

/**
 * The active card's transactions for the query the page shows (`show`: the
 * tab, date filter and page of its address), in the page's language; loaded
 * again when the card or the language changes, and after the eraser
 * changed them (`retry`).
 *
 * Always holds: only the latest load settles, so a member going quickly from
 * one filter to another never sees the first one's late answer; a member
 * without a usable card has none to show ('no-card').
 */
export class TransactionStore {
  private readonly state = new BehaviorSubject<TransactionState>({ status: 'idle' });
  private readonly shown = new Shown<TransactionQuery>();

  readonly state$: Observable<TransactionState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadTransactions) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (query): TransactionState => ({ status: 'loading', query }),
      fetch: (query, member): Observable<TransactionState> => {
        if (member === null) return of({ status: 'idle' });
        if (member.accountId === null) return of({ status: 'no-card', query });
        return load
          .execute({ accountId: member.accountId, query, locale: member.locale })
          .pipe(
            map((page): TransactionState => {
              if (page === null) return { status: 'failed', query };
              return page === 'primary-only' ? { status: 'primary-only', query } : { status: 'loaded', query, page };
            }),
          );
      },
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): TransactionState {
    return this.state.getValue();
  }

  /** The transactions page shows `query`; call the returned function when it closes. */
  show(query: TransactionQuery): () => void {
    return this.shown.show(query);
  }

  /** Loads what is shown again (after a failure, or once the eraser changed it). */
  retry(): void {
    this.shown.retry();
  }
}
