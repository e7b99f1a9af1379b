import { BehaviorSubject, type Observable } from 'rxjs';

/** Where the session's state sends the member, in the page's locale (spec §4). */
export type SessionRedirectTarget = 'root' | 'pending-actions';

export interface SessionRedirect {
  /** Tells two requests for the same target apart, so each is followed once. */
  readonly id: number;
  readonly target: SessionRedirectTarget;
}

/**
 * A navigation the application asks of the UI after a 401 (to the root) or a
 * 403 PENDING_ACTIONS (to /pending-actions). The UI follows the request and
 * reports it done; use cases never navigate themselves.
 */
export class SessionRedirectStore {
  private readonly state = new BehaviorSubject<SessionRedirect | null>(null);
  private sequence = 0;

  readonly redirect$: Observable<SessionRedirect | null> = this.state.asObservable();

  get snapshot(): SessionRedirect | null {
    return this.state.getValue();
  }

  request(target: SessionRedirectTarget): void {
    this.sequence += 1;
    this.state.next({ id: this.sequence, target });
  }

  /** The UI followed request `id`; a newer request stays pending. */
  done(id: number): void {
    if (this.state.getValue()?.id === id) this.state.next(null);
  }
}
