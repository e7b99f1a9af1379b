import type { AccountStore } from '../account/account-store';
import type { ProfileStore } from '../profile/profile-store';
import type { SessionStore } from './session-store';

/** State that lives exactly as long as a session and goes with it (login-as details, language check, pending actions). */
export interface SessionScopedState {
  clear(): void;
}

/**
 * Forgets the session on this device: token, expiry and SSO flag, and the
 * member's account and profile state (spec §4: logout and a 401 both clear
 * them), plus whatever else belongs to the session only. Used by sign-out,
 * by session expiry and on any 401.
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
    private readonly sessionScoped: Iterable<SessionScopedState> = [],
  ) {}

  execute(): void {
    // Session-scoped state goes first: whoever reacts to the session closing
    // must not see login-as details of a session that no longer exists.
    for (const state of this.sessionScoped) state.clear();
    this.sessions.close();
    this.accounts.reset();
    this.profiles.reset();
  }
}
