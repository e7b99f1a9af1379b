import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Clock } from '../ports/clock';
import type { SessionStorage } from '../ports/session-storage';
import type { Session } from './session';

export interface SessionState {
  readonly session: Session | null;
}

/**
 * The one place that knows whether a member is signed in.
 *
 * Invariants: what `state$` shows is always what the SessionStorage holds (every
 * change goes through `open`/`close`, which write the storage first), and a
 * stored session already past its expiry is never restored.
 */
export class SessionStore {
  private readonly state: BehaviorSubject<SessionState>;

  readonly state$: Observable<SessionState>;
  readonly session$: Observable<Session | null>;
  readonly isSignedIn$: Observable<boolean>;

  constructor(
    private readonly storage: SessionStorage,
    clock: Clock,
  ) {
    this.state = new BehaviorSubject<SessionState>({ session: this.restore(clock.now()) });
    this.state$ = this.state.asObservable();
    this.session$ = this.state$.pipe(
      map((state) => state.session),
      distinctUntilChanged(),
    );
    this.isSignedIn$ = this.session$.pipe(
      map((session) => session !== null),
      distinctUntilChanged(),
    );
  }

  get snapshot(): SessionState {
    return this.state.getValue();
  }

  open(session: Session): void {
    this.storage.write(session);
    this.state.next({ session });
  }

  close(): void {
    this.storage.clear();
    if (this.state.getValue().session !== null) this.state.next({ session: null });
  }

  private restore(now: Date): Session | null {
    const stored = this.storage.read();
    if (stored === null) return null;
    if (stored.expiresAt.getTime() <= now.getTime()) {
      // An expired token would only earn 401s; drop it instead of presenting it.
      this.storage.clear();
      return null;
    }
    return stored;
  }
}
