import { EMPTY, concatMap, type Observable } from 'rxjs';
import type { LoadAccounts } from '../account/load-accounts';
import type { LoadProfile } from '../profile/load-profile';

/**
 * Loads a signed-in member's data (spec §4 start-up): the cards, then the
 * profile. Runs when subscribed, and unsubscribing drops what has not
 * arrived yet. WatchMemberData runs it whenever a member signs in;
 * accepting the programme rules runs it again.
 *
 * Always holds: the profile is not asked for when the cards' load found
 * actions pending or the session refused (the API refuses it then as well).
 */
export class LoadMemberData {
  constructor(
    private readonly loadAccounts: LoadAccounts,
    private readonly loadProfile: LoadProfile,
  ) {}

  execute({ memberId }: { readonly memberId: number }): Observable<void> {
    return this.loadAccounts
      .execute({ memberId })
      .pipe(concatMap((accounts) => (!accounts.ok && accounts.reason !== 'unavailable' ? EMPTY : this.loadProfile.execute())));
  }
}
