import type { PendingAction } from './pending-action-gateway';

/**
 * What the HTTP layer reports about the session from any call's answer
 * (spec §4, §7: "the HTTP client reacts to 401 and 403"). The adapter only
 * reports; the application decides what follows.
 *
 * Contract for reporters: `unauthorized` only for a 401 to a call that
 * presented the member's token (never for a refused login);
 * `pendingActions` for a 403 whose code is PENDING_ACTIONS, with the actions
 * of its `data` field (possibly none when the body carries no readable list).
 */
export interface SessionEvents {
  unauthorized(): void;
  pendingActions(actions: readonly PendingAction[]): void;
}
