import type { IdleTimer } from '@application/ports/idle-timer';
import { Subject, type Observable } from 'rxjs';

/** An IdleTimer whose activity the test reports with `act()`. */
export class FakeIdleTimer implements IdleTimer {
  private readonly activity = new Subject<void>();

  readonly activity$: Observable<void> = this.activity.asObservable();

  /** The member moved the mouse, typed, scrolled... */
  act(): void {
    this.activity.next();
  }

  get observed(): boolean {
    return this.activity.observed;
  }
}
