import type { ActivityOrigin, IdleTimer } from '@application/ports/idle-timer';
import { Subject, type Observable } from 'rxjs';

/** An IdleTimer whose activity the test reports with `act()`. */
export class FakeIdleTimer implements IdleTimer {
  private readonly activity = new Subject<ActivityOrigin>();

  readonly activity$: Observable<ActivityOrigin> = this.activity.asObservable();

  /** The member moved the mouse, typed, scrolled... in this tab, or in another tab of the store. */
  act(origin: ActivityOrigin = 'this-tab'): void {
    this.activity.next(origin);
  }

  get observed(): boolean {
    return this.activity.observed;
  }
}
