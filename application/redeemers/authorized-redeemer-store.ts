import type { AuthorizedRedeemer, RedeemerRelation } from '@rewards-storefront/domain/account/authorized-redeemer';
import { of } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { AuthorizedRedeemerGateway } from '../ports/authorized-redeemer-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

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
 * The authorized redeemers of the active card and the relation list (spec
 * §7, "relations fetched separately", asked side by side) while a screen
 * shows them (the account page), in the page's language.
 *
 * Always holds: the redeemers are those of `accountId`; an addition or
 * removal of that card shows at once; one of another card (the member
 * switched meanwhile) changes nothing; a failure of either read fails both.
 */
export class AuthorizedRedeemerStore extends QueryStore<null, MemberContext, AuthorizedRedeemerState> {
  constructor(context: ContextStore, gateway: AuthorizedRedeemerGateway, errors: ErrorReporter) {
    super({
      initial: EMPTY,
      context$: context.member$,
      loading: (_, last) => ({ ...last, status: 'loading' }),
      fetch: (_, { accountId, locale }, last) => {
        if (accountId === null) return of<AuthorizedRedeemerState>({ ...EMPTY, status: 'no-card' });
        return ask(
          errors,
          'authorized redeemers',
          async () => {
            const [list, relations] = await Promise.all([gateway.list({ accountId, locale }), gateway.relations(locale)]);
            if (!list.ok) return list;
            return relations.ok ? { ok: true as const, redeemers: list.redeemers, relations: relations.relations } : relations;
          },
          (result): AuthorizedRedeemerState => {
            if (result.ok) return { status: 'loaded', accountId, redeemers: result.redeemers, relations: result.relations };
            return result.reason === 'primary-only' ? { ...EMPTY, accountId, status: 'primary-only' } : { ...last(), status: 'failed' };
          },
          ['primary-only'],
        );
      },
    });
  }

  /** A redeemer the server added to `accountId`: last in the list. */
  added(accountId: number, redeemer: AuthorizedRedeemer): void {
    this.change(accountId, (redeemers) => [...redeemers.filter((existing) => existing.id !== redeemer.id), redeemer]);
  }

  /** A redeemer the server removed from `accountId`. */
  removed(accountId: number, redeemerId: number): void {
    this.change(accountId, (redeemers) => redeemers.filter((redeemer) => redeemer.id !== redeemerId));
  }

  private change(accountId: number, change: (redeemers: readonly AuthorizedRedeemer[]) => readonly AuthorizedRedeemer[]): void {
    this.update((state) => (state.accountId === accountId ? { ...state, redeemers: change(state.redeemers) } : state));
  }
}
