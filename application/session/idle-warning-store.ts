import { BehaviorSubject, Subject, distinctUntilChanged, type Observable } from 'rxjs';

/** The idle warning on screen: how long is left before the session ends (WCAG 2.2.1). */
export interface IdleWarning {
  /** Whole seconds, counted up; never 0 while shown. */
  readonly secondsLeft: number;
}

/**
 * Whether the member is being warned of the idle timeout, and the seconds
 * left (WatchIdleSession counts them down, one a second); and the member's
 * answer, "stay signed in" (StaySignedIn), which restarts the idle count.
 */
export class IdleWarningStore {
  private readonly state = new BehaviorSubject<IdleWarning | null>(null);
  private readonly stays = new Subject<void>();

  readonly warning$: Observable<IdleWarning | null> = this.state.pipe(distinctUntilChanged((a, b) => a?.secondsLeft === b?.secondsLeft));
  /** Each time the member chose to stay signed in. */
  readonly stayed$: Observable<void> = this.stays.asObservable();

  get snapshot(): IdleWarning | null {
    return this.state.getValue();
  }

  warn(warning: IdleWarning): void {
    this.state.next(warning);
  }

  cleared(): void {
    if (this.state.getValue() !== null) this.state.next(null);
  }

  stayed(): void {
    this.stays.next();
  }
}
