import { BehaviorSubject, EMPTY, Subject, combineLatest, concat, defer, map, merge, of, switchMap, type Observable, type ObservableInput } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AnyGatewayFailure } from '../ports/gateway-failure';
import type { SessionScopedState } from '../session/end-session';
import { WAIT, type Wait } from './context-store';
import { Shown } from './shown';

/**
 * What one "load X for the current session, card or language" is: its state
 * before anything loads, the context it depends on, what shows while it
 * loads, and the load itself.
 */
export interface Query<I, C, S> {
  /** The state before any load, and again once the member signs out. */
  readonly initial: S;
  /**
   * The context each load is for (a view of the ContextStore). WAIT: the
   * loading state shows and nothing is asked; null (a visitor, for a
   * member's own data): back to `initial`, whether a screen shows it or not.
   */
  readonly context$: Observable<C | Wait | null>;
  /** The state at once for `input` while it loads; `last` is what showed before. */
  readonly loading: (input: I, last: S) => S;
  /** Loads `input` for `context`: the state(s) to show. Never fails; `last` reads the state when the answer comes. */
  readonly fetch: (input: I, context: C, last: () => S) => ObservableInput<S>;
  /** Whether two inputs show the same thing (a preload is taken over only by the same input). */
  readonly same?: (a: I, b: I) => boolean;
}

/**
 * The states of one query while screens show it: a screen calls `show` with
 * its input and the function it gets back when it closes; `retry` asks
 * again; `preload` starts a load before its screen's code is on the page.
 *
 * Always holds: only the answer to the latest visit or context shows (a new
 * one cancels the load under way); a change of context reloads what is
 * shown; nothing loads while nothing is shown; a member's data goes back to
 * `initial` on sign-out (`clear`, or its context becoming null).
 */
export class QueryStore<I, C, S> implements SessionScopedState {
  private readonly state: BehaviorSubject<S>;
  private readonly shown: Shown<I>;
  private readonly answers = new Subject<S>();

  readonly state$: Observable<S>;

  constructor(private readonly query: Query<I, C, S>) {
    this.state = new BehaviorSubject(query.initial);
    this.state$ = this.state.asObservable();
    this.shown = new Shown<I>(query.same);
    const loads$ = combineLatest([this.shown.visit$, query.context$]).pipe(map(([visit, context]) => ({ visit, context })));
    merge(loads$, this.answers.pipe(map((answer) => ({ answer }))))
      .pipe(
        switchMap((event) => {
          if ('answer' in event) return of(event.answer);
          const { visit, context } = event;
          if (context === null) return of(query.initial);
          if (visit === null) return EMPTY;
          const loading = of(query.loading(visit.input, this.snapshot));
          if (context === WAIT) return loading;
          return concat(
            loading,
            defer(() => query.fetch(visit.input, context, () => this.snapshot)),
          );
        }),
      )
      .subscribe((state) => this.state.next(state));
  }

  get snapshot(): S {
    return this.state.getValue();
  }

  /** A screen shows `input` (none for a query without one); call the returned function when it closes. */
  show(...input: InputOf<I>): () => void {
    return this.shown.show(inputOf(input));
  }

  /** Loads what is shown again (after a failure, or a change made elsewhere). */
  retry(): void {
    this.shown.retry();
  }

  /** Starts loading `input` before its screen shows it (see {@link Shown.preload}). */
  preload(...input: InputOf<I>): void {
    this.shown.preload(inputOf(input));
  }

  /** A change the member made that the server confirmed, shown at once (the next load confirms it). */
  update(change: (state: S) => S): void {
    const next = change(this.snapshot);
    if (next !== this.snapshot) this.state.next(next);
  }

  /**
   * The whole state as the server gave it after a change the member made:
   * shown at once, and a load under way is dropped (its answer is older).
   */
  answered(state: S): void {
    this.answers.next(state);
  }

  /** Forgets the member's data (the session ended). */
  clear(): void {
    this.state.next(this.query.initial);
  }
}

/** A query's input as its callers pass it: nothing for a query without one (its input is null). */
type InputOf<I> = [I] extends [null] ? [] : [input: I];

function inputOf<I>(input: InputOf<I>): I {
  return (input.length === 0 ? null : input[0]) as I;
}

/** A gateway's answer: what it read, or a failure naming its reason. */
type Answer = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Asks a gateway once per subscription and gives the state of its answer;
 * unsubscribing drops the answer. A failure is reported under `name` (the
 * reporter leaves session failures to the session handling), except the
 * reasons in `answers`, which the screen shows as answers (not found, no card).
 */
export function ask<R extends Answer, S>(
  errors: ErrorReporter,
  name: string,
  request: () => Promise<R>,
  settle: (answer: R) => S,
  answers: readonly string[] = [],
): Observable<S> {
  return defer(request).pipe(
    map((answer) => {
      if (!answer.ok && !answers.includes(answer.reason)) errors.report(name, answer as unknown as AnyGatewayFailure);
      return settle(answer);
    }),
  );
}
