import { refreshDelayMs } from '@rewards-storefront/domain/session/token-refresh-schedule';
import { EMPTY, catchError, from, map, of, switchMap, timer, type SchedulerLike, type Subscription } from 'rxjs';
import type { AuthResult } from '../ports/auth-gateway';
import type { AuthGateway } from '../ports/auth-gateway';
import type { Clock } from '../ports/clock';
import type { ExpireSession } from './expire-session';
import { sessionFrom } from './session';
import type { SessionStore } from './session-store';

/**
 * Keeps the session alive: refreshes the token when 90% of its lifetime has
 * passed, or at once if that moment is already past (spec §4).
 *
 * Always holds: at most one refresh is scheduled, for the current session;
 * a new or closed session cancels the previous schedule (and ignores an
 * answer still in flight). A refreshed session keeps its SSO flag. A refresh
 * failure expires the session: the member is signed out and the
 * session-expired modal shows (spec §8).
 *
 * `execute` starts watching and returns the subscription that stops it.
 */
export class RefreshSession {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionStore,
    private readonly expireSession: ExpireSession,
    private readonly clock: Clock,
    private readonly scheduler: SchedulerLike,
  ) {}

  execute(): Subscription {
    return this.sessions.session$
      .pipe(
        switchMap((session) => {
          if (session === null) return EMPTY;
          const delay = refreshDelayMs({ issuedAt: session.issuedAt, expiresAt: session.expiresAt, now: this.clock.now() });
          return timer(delay, this.scheduler).pipe(
            switchMap(() => from(this.auth.refresh())),
            // The port promises not to throw; if an adapter does anyway, treat it as a
            // failed refresh rather than letting the error stop all future refreshes.
            catchError(() => of<AuthResult>({ ok: false, reason: 'unavailable', detail: 'refresh threw' })),
            map((result) => ({ result, wasSso: session.isSso })),
          );
        }),
      )
      .subscribe(({ result, wasSso }) => {
        if (result.ok) {
          this.sessions.open(sessionFrom(result.session, this.clock.now(), wasSso));
        } else {
          void this.expireSession.execute({ reason: 'refresh-failed' });
        }
      });
  }
}
