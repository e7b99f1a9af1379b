import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * Where a member goes after signing out (spec §4, §6): the configured
 * destination of their account type, always a full-page load (it is outside
 * the store, or a server page such as the sandbox); or the store's own home
 * when no destination is configured. Declared with the session's end, which
 * sign-out (application/sign-in) depends on, not the reverse.
 */
export type SignOutDestination = { readonly kind: 'external'; readonly url: string } | { readonly kind: 'store-home' };

/**
 * Why the session ended and the store now only shows its closing modal:
 * without the member asking (spec §4, §8: idle, failed refresh), or because
 * an admin closed the store of a member and the browser kept the window open.
 */
export type SessionExpiryReason = 'idle' | 'refresh-failed' | 'store-closed';

/** An ended session, as the session-expired modal needs it. */
export interface ExpiredSession {
  readonly reason: SessionExpiryReason;
  /** 'Close store' closes the window instead of redirecting (spec §4: logged in as admin). */
  readonly wasLoginAs: boolean;
  /** Where 'close store' sends the member otherwise. */
  readonly destination: SignOutDestination;
}

/**
 * Whether the session-expired modal shows (spec §2 Header, §8). Set by
 * ExpireSession (and by CloseStore for an admin); the modal stays until the
 * member closes the store, and while it shows the route guard holds its
 * ground instead of redirecting (spec §6: no redirect on close of store).
 */
export class SessionExpiryStore {
  private readonly state = new BehaviorSubject<ExpiredSession | null>(null);

  readonly expired$: Observable<ExpiredSession | null> = this.state.asObservable();

  get snapshot(): ExpiredSession | null {
    return this.state.getValue();
  }

  expired(session: ExpiredSession): void {
    this.state.next(session);
  }

  dismissed(): void {
    if (this.state.getValue() !== null) this.state.next(null);
  }
}
