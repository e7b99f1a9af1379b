import type { AuthorizedRedeemer, RedeemerRelation } from '@domain/account/authorized-redeemer';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadAuthorizedRedeemers } from './load-authorized-redeemers';

/** The active card's authorized redeemers, and the relations the add form offers. */
export interface AuthorizedRedeemerState {
  /** 'primary-only': the active card is one the member only redeems on; its holder names its redeemers. */
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed' | 'no-card' | 'primary-only';
  /** The card they belong to; null before a load. */
  readonly accountId: number | null;
  readonly redeemers: readonly AuthorizedRedeemer[];
  readonly relations: readonly RedeemerRelation[];
}

const EMPTY: AuthorizedRedeemerState = { status: 'idle', accountId: null, redeemers: [], relations: [] };

/**
 * The authorized redeemers of the active card while a screen shows them
 * (the account page), in the page's language; loaded again on a card switch
 * or a language change, the latest load winning.
 *
 * Always holds: the redeemers are those of `accountId`; an addition or
 * removal of that card shows at once; one of another card (the member
 * switched meanwhile) changes nothing.
 */
export class AuthorizedRedeemerStore {
  private readonly state = new BehaviorSubject<AuthorizedRedeemerState>(EMPTY);
  private readonly shown = new Shown<null>();

  readonly state$: Observable<AuthorizedRedeemerState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadAuthorizedRedeemers) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (): AuthorizedRedeemerState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, member): Observable<AuthorizedRedeemerState> => {
        if (member === null) return of(EMPTY);
        const { accountId } = member;
        if (accountId === null) return of({ ...EMPTY, status: 'no-card' });
        return load
          .execute({ accountId, locale: member.locale })
          .pipe(
            map((loaded): AuthorizedRedeemerState => {
              if (loaded === null) return { ...this.state.getValue(), status: 'failed' };
              return loaded === 'primary-only' ? { ...EMPTY, accountId, status: 'primary-only' } : { status: 'loaded', accountId, ...loaded };
            }),
          );
      },
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): AuthorizedRedeemerState {
    return this.state.getValue();
  }

  /** A screen shows the active card's redeemers; call the returned function when it closes. */
  show(): () => void {
    return this.shown.show(null);
  }

  retry(): void {
    this.shown.retry();
  }

  /** A redeemer the server added to `accountId`: last in the list. */
  added(accountId: number, redeemer: AuthorizedRedeemer): void {
    const current = this.state.getValue();
    if (current.accountId !== accountId) return;
    this.state.next({ ...current, redeemers: [...current.redeemers.filter((existing) => existing.id !== redeemer.id), redeemer] });
  }

  /** A redeemer the server removed from `accountId`. */
  removed(accountId: number, redeemerId: number): void {
    const current = this.state.getValue();
    if (current.accountId !== accountId) return;
    this.state.next({ ...current, redeemers: current.redeemers.filter((redeemer) => redeemer.id !== redeemerId) });
  }
}
