import { EMPTY, combineLatest, concat, defer, of, switchMap, type Observable, type ObservableInput } from 'rxjs';
import { WAIT, type Wait } from './context-store';
import type { Visit } from './shown';

/** How one feature loads: what it shows while loading (or waiting), and the load itself. */
export interface FeatureLoad<I, C, S> {
  /** The state to show at once for `input`, while its data loads or the context is not known yet. */
  readonly loading: (input: I) => S;
  /**
   * Loads `input` for `context` and gives the state(s) to show: a use case's
   * cancellable load, or a promise. Never fails (gateways never throw).
   */
  readonly fetch: (input: I, context: C) => ObservableInput<S>;
}

/**
 * The states of one feature's data: a load for each visit of a screen and
 * for each change of `context$` while it is shown, the latest winning.
 *
 * Always holds: a new visit or context cancels the load under way
 * (switchMap), so an earlier answer never replaces a later one; while no
 * screen shows the feature nothing loads and its last state stays; while the
 * context is {@link WAIT} the loading state shows and nothing is asked.
 */
export function latestLoads<I, C, S>(
  visits$: Observable<Visit<I> | null>,
  context$: Observable<C | Wait>,
  feature: FeatureLoad<I, C, S>,
): Observable<S> {
  return combineLatest([visits$, context$]).pipe(
    switchMap(([visit, context]) => {
      if (visit === null) return EMPTY;
      const loading = of(feature.loading(visit.input));
      if (context === WAIT) return loading;
      return concat(
        loading,
        defer(() => feature.fetch(visit.input, context)),
      );
    }),
  );
}
