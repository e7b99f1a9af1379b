import type { CardEarning } from '@rewards-storefront/domain/catalogue/points-goal';
import { distinctUntilChanged, of } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { sameCard } from '../context/same-card';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistGateway } from '../ports/wishlist-gateway';

/** What the active card earned over the goals' window; null while unknown (loading, failed, or no usable card). */
export interface CardEarningState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly earning: CardEarning | null;
}

export type CardEarningStore = QueryStore<null, MemberContext, CardEarningState>;

const INITIAL: CardEarningState = { status: 'idle', earning: null };

/**
 * The active card's earning over the last 90 days (issue 26 item 2), which
 * the wishlist's points goals estimate their dates from, while a screen
 * shows them; again when the member switches cards.
 *
 * Always holds: `earning` is the active card's or null: a switch of card
 * drops the last card's earning at once rather than estimating from it; a
 * failure leaves it null (the goals show without a date) and is reported.
 */
export function cardEarning(context: ContextStore, gateway: WishlistGateway, errors: ErrorReporter): Query<null, MemberContext, CardEarningState> {
  return {
    initial: INITIAL,
    // A sum of points has no language: only another member or card loads it again.
    context$: context.member$.pipe(distinctUntilChanged(sameCard)),
    loading: () => ({ status: 'loading', earning: null }),
    fetch: (_, { accountId }) =>
      accountId === null
        ? of<CardEarningState>({ status: 'loaded', earning: null })
        : ask(errors, 'card earning', () => gateway.cardEarning(accountId), (result): CardEarningState =>
            result.ok ? { status: 'loaded', earning: result.earning } : { status: 'failed', earning: null },
          ),
  };
}
