import type { ExternalRedemptionGroup, ExternalRedemptionProduct } from '@domain/redemption/external-redemption';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadExternalProducts } from './load-external-products';

/** A redemption screen's products for the group it shows. */
export type ExternalRedemptionState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly group: ExternalRedemptionGroup }
  | { readonly status: 'loaded'; readonly group: ExternalRedemptionGroup; readonly products: readonly ExternalRedemptionProduct[] }
  | { readonly status: 'no-card'; readonly group: ExternalRedemptionGroup }
  | { readonly status: 'failed'; readonly group: ExternalRedemptionGroup };

/**
 * The products of the external redemption group a screen shows (cash back,
 * direct deposit, the airline partners of Rewards for Miles), for the
 * active card in the page's language; loaded again when either changes.
 *
 * Always holds: only the latest load settles; a member without a usable
 * card has nothing to redeem ('no-card').
 */
export class ExternalRedemptionStore {
  private readonly state = new BehaviorSubject<ExternalRedemptionState>({ status: 'idle' });
  private readonly shown = new Shown<ExternalRedemptionGroup>();

  readonly state$: Observable<ExternalRedemptionState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadExternalProducts) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (group): ExternalRedemptionState => ({ status: 'loading', group }),
      fetch: (group, member): Observable<ExternalRedemptionState> => {
        if (member === null) return of({ status: 'idle' });
        if (member.accountId === null) return of({ status: 'no-card', group });
        return load
          .execute({ group, accountId: member.accountId, locale: member.locale })
          .pipe(
            map((products): ExternalRedemptionState =>
              products === null ? { status: 'failed', group } : { status: 'loaded', group, products },
            ),
          );
      },
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): ExternalRedemptionState {
    return this.state.getValue();
  }

  /** A screen shows `group`; call the returned function when it closes. */
  show(group: ExternalRedemptionGroup): () => void {
    return this.shown.show(group);
  }

  retry(): void {
    this.shown.retry();
  }
}
