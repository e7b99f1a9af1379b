import { Subject, type Observable } from 'rxjs';
import type { PendingAction } from '../ports/pending-action-gateway';
import type { SessionEvents } from '../ports/session-events';

/** One report of the HTTP layer about the session. */
export type SessionEvent =
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'pending-actions'; readonly actions: readonly PendingAction[] };

/**
 * Where the HTTP layer's reports (SessionEvents) arrive, as a stream that
 * HandleSessionEvents acts on. Reports made while nobody listens are lost,
 * which is right: they are about calls of a page that is going away.
 */
export class SessionEventBus implements SessionEvents {
  private readonly events = new Subject<SessionEvent>();

  readonly events$: Observable<SessionEvent> = this.events.asObservable();

  unauthorized(): void {
    this.events.next({ kind: 'unauthorized' });
  }

  pendingActions(actions: readonly PendingAction[]): void {
    this.events.next({ kind: 'pending-actions', actions });
  }
}
