import { idleDeadline, idleWarningAt, isIdle, secondsLeft } from '@rewards-storefront/domain/session/idle-timeout';
import {
  EMPTY,
  defer,
  filter,
  finalize,
  map,
  merge,
  of,
  startWith,
  switchMap,
  take,
  timer,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { Clock } from '../ports/clock';
import type { ActivityOrigin, IdleTimer } from '../ports/idle-timer';
import type { ExpireSession } from './expire-session';
import type { IdleWarningStore } from './idle-warning-store';
import type { SessionStore } from './session-store';

/** What one piece of activity (or the member's "stay signed in") does to the idle count. */
type Verdict = 'restart' | 'ignore' | 'expire';

/**
 * Ends a session left idle for 15 minutes (spec §4, §9), after warning
 * (WCAG 2.2.1): from 2 minutes before the end, the IdleWarningStore holds
 * the seconds left, counted down once a second, for the warning dialog;
 * then the session-expired modal shows and the member is signed out.
 *
 * Always holds: only while a session exists; every activity restarts the
 * count, except activity that comes after the deadline has already passed
 * (the device slept, or timers were held back in a background tab), which
 * expires the session instead of reviving it. While the warning shows, only
 * the member's answer ("stay signed in") or their activity in another tab
 * restarts it: moving the mouse toward the button or tabbing to it must not
 * make the dialog vanish. Time is read from the Clock and waited for on the
 * scheduler, so tests (and the browser's own clock control) drive it
 * without real waiting.
 *
 * `execute` starts watching and returns the subscription that stops it.
 */
export class WatchIdleSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly idleTimer: IdleTimer,
    private readonly expireSession: ExpireSession,
    private readonly clock: Clock,
    private readonly scheduler: SchedulerLike,
    private readonly warnings: IdleWarningStore,
  ) {}

  execute(): Subscription {
    return this.sessions.isSignedIn$
      .pipe(switchMap((signedIn) => (signedIn ? this.idleOnce() : EMPTY)))
      .subscribe(() => void this.expireSession.execute({ reason: 'idle' }));
  }

  /** Emits once, when the session has been idle long enough; warns before. */
  private idleOnce(): Observable<void> {
    return defer(() => {
      let lastActivity = this.clock.now();
      let warned = false;
      const verdict = (origin: ActivityOrigin | 'stay'): Verdict => {
        const now = this.clock.now();
        if (isIdle(lastActivity, now)) return 'expire';
        if (warned && origin === 'this-tab') return 'ignore';
        lastActivity = now;
        warned = false;
        this.warnings.cleared();
        return 'restart';
      };
      const verdicts$ = merge(this.idleTimer.activity$, this.warnings.stayed$.pipe(map(() => 'stay' as const))).pipe(map(verdict));
      return verdicts$.pipe(
        filter((seen) => seen !== 'ignore'),
        startWith<Verdict>('restart'),
        switchMap((seen) =>
          seen === 'expire'
            ? of(undefined)
            : this.countdown(lastActivity, () => {
                warned = true;
              }),
        ),
        take(1),
      );
    }).pipe(finalize(() => this.warnings.cleared()));
  }

  /**
   * Waits until the warning time of `lastActivity`, then puts the seconds
   * left in the store once a second, and emits once the session really is
   * idle. A timer that fires a little early by the Clock's reckoning (timers
   * and clocks drift apart) just waits for the rest.
   */
  private countdown(lastActivity: Date, onWarn: () => void): Observable<void> {
    const deadline = idleDeadline(lastActivity);
    const step = (): Observable<void> => {
      const now = this.clock.now();
      if (isIdle(lastActivity, now)) return of(undefined);
      const untilWarning = idleWarningAt(lastActivity).getTime() - now.getTime();
      if (untilWarning > 0) return timer(untilWarning, this.scheduler).pipe(switchMap(step));
      const left = secondsLeft(deadline, now);
      onWarn();
      this.warnings.warn({ secondsLeft: left });
      // Until the count drops by one (the deadline itself for the last second).
      const untilNextSecond = deadline.getTime() - now.getTime() - (left - 1) * 1000;
      return timer(untilNextSecond, this.scheduler).pipe(switchMap(step));
    };
    return defer(step);
  }
}
