import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { PayWithRewardsPage } from '../ports/pay-with-rewards-gateway';
import type { LoadPayWithRewards, PayWithRewardsQuery } from './load-pay-with-rewards';

/** The Pay with Rewards page's data for the query it shows. */
export type PayWithRewardsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: PayWithRewardsQuery }
  | { readonly status: 'loaded'; readonly query: PayWithRewardsQuery; readonly page: PayWithRewardsPage }
  | { readonly status: 'no-card' | 'primary-only' | 'failed'; readonly query: PayWithRewardsQuery };

/**
 * The active card's Pay with Rewards activities for the query the page
 * shows (its address's view, range and page), in the page's language;
 * loaded again when the card or the language changes and after a
 * reimbursement (`retry`).
 *
 * Always holds: only the latest load settles; a member without a usable
 * card has none ('no-card'); an authorized redeemer is told only the
 * primary holder can ('primary-only').
 */
export class PayWithRewardsStore {
  private readonly state = new BehaviorSubject<PayWithRewardsState>({ status: 'idle' });
  private readonly shown = new Shown<PayWithRewardsQuery>();

  readonly state$: Observable<PayWithRewardsState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadPayWithRewards) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (query): PayWithRewardsState => ({ status: 'loading', query }),
      fetch: (query, member): Observable<PayWithRewardsState> => {
        if (member === null) return of({ status: 'idle' });
        if (member.accountId === null) return of({ status: 'no-card', query });
        return load.execute({ accountId: member.accountId, query, locale: member.locale }).pipe(
          map((page): PayWithRewardsState => {
            if (page === null) return { status: 'failed', query };
            if (page === 'primary-only') return { status: 'primary-only', query };
            return { status: 'loaded', query, page };
          }),
        );
      },
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): PayWithRewardsState {
    return this.state.getValue();
  }

  /** The page shows `query`; call the returned function when it closes. */
  show(query: PayWithRewardsQuery): () => void {
    return this.shown.show(query);
  }

  retry(): void {
    this.shown.retry();
  }
}
