import type { AccountStore } from '../account/account-store';
import type { LoadAccounts } from '../account/load-accounts';
import type { LoadProfile } from '../profile/load-profile';
import type { SessionStore } from './session-store';

/**
 * Start-up of a signed-in member (spec §4): if signed in and the account is
 * neither loading nor loaded, load the account, then the profile (then the
 * cart, in a later issue).
 *
 * Always holds: calling it again while a load runs or after it succeeded does
 * nothing, so it is safe to call on every sign-in and page load. The profile
 * is not asked for when the account load ended the session or found
 * actions pending (the API refuses it then as well).
 */
export class LoadMemberData {
  constructor(
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly loadAccounts: LoadAccounts,
    private readonly loadProfile: LoadProfile,
  ) {}

  async execute(): Promise<void> {
    const session = this.sessions.snapshot.session;
    const { loading, loaded } = this.accounts.snapshot;
    if (session === null || loading || loaded) return;
    const accounts = await this.loadAccounts.execute({ memberId: session.memberId });
    if (this.sessions.snapshot.session?.memberId !== session.memberId) return;
    // A member with pending actions is refused the profile too; it loads once they are done.
    if (!accounts.ok && accounts.reason === 'pending-actions') return;
    await this.loadProfile.execute();
  }
}
