import { EMPTY, distinctUntilChanged, map, switchMap, type Subscription } from 'rxjs';
import type { LoadMemberData } from './load-member-data';
import type { SessionStore } from './session-store';

/**
 * Loads the member's cards and profile whenever a member signs in (a form,
 * single sign-on, login-as, or a page opened with a stored session: spec §4
 * start-up), once per member and session.
 *
 * Always holds: a token refresh (the same member) loads nothing; a sign-out
 * or another member's sign-in cancels a load under way, whose answer is then
 * never applied. `execute` starts watching and returns the subscription that
 * stops it.
 */
export class WatchMemberData {
  constructor(
    private readonly sessions: SessionStore,
    private readonly loadMemberData: LoadMemberData,
  ) {}

  execute(): Subscription {
    return this.sessions.session$
      .pipe(
        map((session) => session?.memberId ?? null),
        distinctUntilChanged(),
        switchMap((memberId) => (memberId === null ? EMPTY : this.loadMemberData.execute({ memberId }))),
      )
      .subscribe();
  }
}
