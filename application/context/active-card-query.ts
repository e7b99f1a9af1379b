import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { of, type ObservableInput } from 'rxjs';
import type { ContextStore, MemberContext } from './context-store';
import type { QueryState } from './query-state';
import type { Query } from './query-store';

/** What a query about the active card loads for: the card, and the page's language. */
export interface ActiveCard {
  readonly accountId: number;
  readonly locale: Locale;
}

/** What a state names of what was asked: all of its loading state but the status. */
type Asked<S> = Omit<Extract<S, { readonly status: 'loading' }>, 'status'>;

/**
 * A query about the member's active card (its transactions, statement,
 * redemptions), whose states `S` are a QueryState with 'no-card': idle at
 * first; loading what `asked` names while it loads; 'no-card', without
 * asking, for a member with no usable card; else what `fetch` answers for
 * the card, again when the member switches cards or languages.
 */
export function activeCardQuery<I, S extends QueryState<object, object, string>>(
  context: ContextStore,
  asked: (input: I) => Asked<S>,
  fetch: (input: I, card: ActiveCard) => ObservableInput<S>,
): Query<I, MemberContext, S> {
  // S has these states by contract (a QueryState naming 'no-card'); the compiler cannot see into a generic union.
  const state = (status: 'loading' | 'no-card', input: I) => ({ status, ...asked(input) }) as unknown as S;
  return {
    initial: { status: 'idle' } as S,
    context$: context.member$,
    loading: (input) => state('loading', input),
    fetch: (input, { accountId, locale }) => (accountId === null ? of(state('no-card', input)) : fetch(input, { accountId, locale })),
  };
}
