import { BehaviorSubject, type Observable } from 'rxjs';
import type { LoginAsState, LoginAsStorage } from '../ports/login-as-storage';
import type { SessionStore } from './session-store';

/**
 * The login-as details of the current session (spec §4, §6): present while
 * an admin is logged in as a member, absent otherwise.
 *
 * Invariants: what `state$` shows is what the LoginAsStorage holds; details
 * left in storage without a session (the session expired while the page was
 * closed) are dropped at start, so a member who signs in next is never taken
 * for an admin.
 */
export class LoginAsStore {
  private readonly state: BehaviorSubject<LoginAsState | null>;

  readonly state$: Observable<LoginAsState | null>;

  constructor(
    private readonly storage: LoginAsStorage,
    sessions: SessionStore,
  ) {
    if (sessions.snapshot.session === null) storage.clear();
    this.state = new BehaviorSubject<LoginAsState | null>(storage.read());
    this.state$ = this.state.asObservable();
  }

  get snapshot(): LoginAsState | null {
    return this.state.getValue();
  }

  start(state: LoginAsState): void {
    this.storage.write(state);
    this.state.next(state);
  }

  clear(): void {
    this.storage.clear();
    if (this.state.getValue() !== null) this.state.next(null);
  }
}
