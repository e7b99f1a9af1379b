import type { Subscription } from 'rxjs';
import type { PendingAction } from '../ports/pending-action-gateway';
import type { EndSession } from './end-session';
import type { SessionEvent, SessionEventBus } from './session-event-bus';
import type { SessionRedirectStore } from './session-redirect-store';
import type { SessionStore } from './session-store';

/** Where a 403 PENDING_ACTIONS' actions are kept: the PendingActionsStore (application/pending-actions depends on the session, not the reverse). */
export interface ReportedPendingActions {
  reported(actions: readonly PendingAction[]): void;
}

/**
 * Acts on what any API call said about the session (spec §4, §8):
 * - a 401 clears the session (token, expiry, SSO flag, account state) and
 *   sends the member to the root, where the route guard takes over;
 * - a 403 PENDING_ACTIONS stores the pending actions and sends the member to
 *   /pending-actions to accept the programme rules.
 *
 * Always holds: a 401 that arrives when no session is left (several calls
 * failing together, or after sign-out) changes nothing and sends nobody
 * anywhere; a 403 PENDING_ACTIONS only counts while signed in.
 *
 * `execute` starts listening and returns the subscription that stops it.
 */
export class HandleSessionEvents {
  constructor(
    private readonly events: SessionEventBus,
    private readonly sessions: SessionStore,
    private readonly endSession: EndSession,
    private readonly pendingActions: ReportedPendingActions,
    private readonly redirects: SessionRedirectStore,
  ) {}

  execute(): Subscription {
    return this.events.events$.subscribe((event) => this.handle(event));
  }

  private handle(event: SessionEvent): void {
    if (this.sessions.snapshot.session === null) return;
    if (event.kind === 'unauthorized') {
      this.endSession.execute();
      this.redirects.request('root');
      return;
    }
    this.pendingActions.reported(event.actions);
    this.redirects.request('pending-actions');
  }
}
