import type { AuthGateway, AuthResult } from '../ports/auth-gateway';
import type { Clock } from '../ports/clock';
import type { ExpireSession } from './expire-session';
import type { IdleWarningStore } from './idle-warning-store';
import { sessionFrom } from './session';
import type { SessionStore } from './session-store';

/**
 * "Stay signed in" on the idle warning (WCAG 2.2.1): the idle count starts
 * again at once (the warning closes) and the session is extended on the
 * server too, with a new token. If the server refuses, the session ends as
 * for any failed refresh (spec §8: the session-expired modal).
 *
 * Always holds: nothing happens without a session; a session that ended
 * while the refresh was on its way stays ended.
 */
export class StaySignedIn {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionStore,
    private readonly warnings: IdleWarningStore,
    private readonly expireSession: ExpireSession,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const session = this.sessions.snapshot.session;
    if (session === null) return;
    this.warnings.stayed();
    const result = await this.auth.refresh().catch((): AuthResult => ({ ok: false, reason: 'unavailable', detail: 'refresh threw' }));
    if (this.sessions.snapshot.session === null) return;
    if (result.ok) this.sessions.open(sessionFrom(result.session, this.clock.now(), session.isSso));
    else await this.expireSession.execute({ reason: 'refresh-failed' });
  }
}
