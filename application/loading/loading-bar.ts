import { LOADING_BAR } from '@rewards-storefront/domain/loading/loading-bar';
import {
  BehaviorSubject,
  EMPTY,
  Subject,
  concat,
  concatMap,
  defer,
  map,
  merge,
  of,
  race,
  switchMap,
  take,
  takeWhile,
  timer,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { NetworkActivityStore } from './network-activity-store';

/** The loading bar as drawn: hidden, or visible at a progress from 0 to 100. */
export interface LoadingBarState {
  readonly visible: boolean;
  readonly progress: number;
}

const HIDDEN: LoadingBarState = { visible: false, progress: 0 };
const FULL: LoadingBarState = { visible: true, progress: 100 };
/** Where the bar creeps to while waiting; the last stretch is for the finish. */
const CREEP_LIMIT = 90;
const STEP_MS = 100;

/**
 * The loading bar of route and parameter changes (spec §4, §9: 5 s, throttle
 * 200 ms, hide after 500 ms; minimum fetch delay 200 ms).
 *
 * Always holds: a navigation whose data has loaded within the throttle shows
 * no bar at all; otherwise the bar appears after the throttle, creeps
 * towards 90% over the duration, jumps to 100% when the data has loaded (no
 * API call under way for the minimum fetch delay) or the duration is over,
 * and hides 500 ms later. A new navigation restarts it.
 *
 * `start` begins watching; `navigated` reports each route or parameter change.
 */
export class LoadingBar {
  private readonly navigations = new Subject<void>();
  private readonly state = new BehaviorSubject<LoadingBarState>(HIDDEN);

  readonly state$: Observable<LoadingBarState> = this.state.asObservable();

  constructor(
    private readonly network: NetworkActivityStore,
    private readonly scheduler: SchedulerLike,
  ) {}

  start(): Subscription {
    return this.navigations.pipe(switchMap(() => this.run())).subscribe((state) => this.state.next(state));
  }

  navigated(): void {
    this.navigations.next();
  }

  private run(): Observable<LoadingBarState> {
    const { durationMs, throttleMs, hideAfterMs, minimumFetchDelayMs } = LOADING_BAR;
    const settled$ = this.network.pending$.pipe(
      // Quiet for the minimum fetch delay: the page's calls have started and all ended.
      switchMap((pending) => (pending === 0 ? timer(minimumFetchDelayMs, this.scheduler) : EMPTY)),
    );
    const done$ = race(settled$, timer(durationMs, this.scheduler)).pipe(take(1));
    const creep$ = timer(throttleMs, STEP_MS, this.scheduler).pipe(
      map((step): LoadingBarState => ({
        visible: true,
        progress: Math.min(CREEP_LIMIT, ((throttleMs + step * STEP_MS) / durationMs) * 100),
      })),
    );
    return defer(() => {
      let shown = false;
      return merge(done$.pipe(map(() => null)), creep$).pipe(
        // `null` is the finish; the creeping stops with it.
        takeWhile((event) => event !== null, true),
        concatMap((event) => {
          if (event !== null) {
            shown = true;
            return of(event);
          }
          return shown ? concat(of(FULL), timer(hideAfterMs, this.scheduler).pipe(map(() => HIDDEN))) : of(HIDDEN);
        }),
      );
    });
  }
}
