import type { AccountStore } from '../account/account-store';
import type { ProfileStore } from '../profile/profile-store';
import type { SessionStore } from './session-store';

/**
 * Forgets the session on this device: token, expiry and SSO flag, and the
 * member's account and profile state (spec §4: logout and a 401 both clear
 * them). Used by sign-out, by a failed refresh and on any 401.
 *
 * The current account id in browser storage is kept on purpose: it is a
 * preference (which card was last chosen), not a credential, and selection
 * ignores an id that is not one of the next member's cards.
 */
export class EndSession {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly profiles: ProfileStore,
  ) {}

  execute(): void {
    this.sessions.close();
    this.accounts.reset();
    this.profiles.reset();
  }
}
