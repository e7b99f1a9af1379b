import { idleDeadline, isIdle } from '@domain/session/idle-timeout';
import { EMPTY, map, of, startWith, switchMap, take, timer, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { Clock } from '../ports/clock';
import type { IdleTimer } from '../ports/idle-timer';
import type { ExpireSession } from './expire-session';
import type { SessionStore } from './session-store';

/**
 * Ends a session left idle for 15 minutes (spec §4, §9): the
 * session-expired modal shows and the member is signed out.
 *
 * Always holds: only while a session exists; every activity restarts the
 * count, except activity that comes after the deadline has already passed
 * (the device slept, or timers were held back in a background tab), which
 * expires the session instead of reviving it. Time is read from the Clock
 * and waited for on the scheduler, so tests (and the browser's own clock
 * control) drive it without real waiting.
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
  ) {}

  execute(): Subscription {
    return this.sessions.isSignedIn$
      .pipe(switchMap((signedIn) => (signedIn ? this.idleOnce() : EMPTY)))
      .subscribe(() => void this.expireSession.execute({ reason: 'idle' }));
  }

  /** Emits once, when the session has been idle long enough. */
  private idleOnce(): Observable<void> {
    let lastActivity = this.clock.now();
    const lateActivity$ = this.idleTimer.activity$.pipe(
      map(() => {
        const now = this.clock.now();
        if (isIdle(lastActivity, now)) return true;
        lastActivity = now;
        return false;
      }),
    );
    return lateActivity$.pipe(
      startWith(false),
      switchMap((late) => (late ? of(undefined) : this.deadlineTimer(lastActivity))),
      take(1),
    );
  }

  /** Fires at the idle deadline of `lastActivity`, and only if the session really is idle then. */
  private deadlineTimer(lastActivity: Date): Observable<void> {
    const wait = () => Math.max(0, idleDeadline(lastActivity).getTime() - this.clock.now().getTime());
    // A timer may fire a little early by the Clock's reckoning (timers and
    // clocks drift apart); then wait for the rest instead of expiring early.
    const check = (): Observable<void> =>
      timer(wait(), this.scheduler).pipe(switchMap(() => (isIdle(lastActivity, this.clock.now()) ? of(undefined) : check())));
    return check();
  }
}
