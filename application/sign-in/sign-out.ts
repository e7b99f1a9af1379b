import { accountTypeOf, type AccountType } from '@rewards-storefront/domain/account/account-type';
import { DEFAULT_SIGN_OUT_DESTINATION, signOutDestination } from '@rewards-storefront/domain/account/account-destinations';
import type { AccountStore } from '../account/account-store';
import type { ContentStore } from '../content/content-store';
import type { AuthGateway } from '../ports/auth-gateway';
import type { ProfileStore } from '../profile/profile-store';
import type { NavigationHoldStore } from '../routing/navigation-hold-store';
import type { EndSession } from '../session/end-session';
import type { SignOutDestination } from '../session/session-expiry-store';
import type { SessionStore } from '../session/session-store';
import type { ViewerStore } from '../session/viewer-store';

export type { SignOutDestination };

export interface SignOutResult {
  readonly destination: SignOutDestination;
  /** An admin was logged in as the member: their window is closed instead of redirected (spec §6). */
  readonly wasLoginAs: boolean;
}

/**
 * A member signs out.
 *
 * Always holds: afterwards no session, no account or profile state, no
 * login-as details, no SSO flag remain on this device, whether or not the
 * API accepted the logout (an unreachable server must not keep a member
 * signed in on a shared computer); the content for a visitor has loaded
 * (ContentStore follows the session) before it answers;
 * the destination is that of the account type the member had before.
 * Navigation is held from the start until the member has left (for the
 * store's own home: until sign-out is done), so the route guard does not
 * race the destination.
 */
export class SignOut {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionStore,
    private readonly endSession: EndSession,
    private readonly accounts: AccountStore,
    private readonly profiles: ProfileStore,
    private readonly viewer: ViewerStore,
    private readonly content: ContentStore,
    private readonly navigationHold: NavigationHoldStore,
  ) {}

  /**
   * `serverSessionEnded`: the API has already ended the session (sign out
   * everywhere), so there is no logout call to make, only this device's part.
   */
  async execute(options: { readonly serverSessionEnded?: boolean } = {}): Promise<SignOutResult> {
    // Read before the state is cleared: both depend on who was signed in.
    const wasLoginAs = this.viewer.snapshot.viewer === 'login-as';
    const destination = this.destinationFor(this.accountType());
    this.navigationHold.hold();
    if (this.sessions.snapshot.session !== null && options.serverSessionEnded !== true) {
      // The call needs the token, so it goes first; its outcome changes nothing here.
      await this.auth.logout().catch(() => undefined);
    }
    this.endSession.execute();
    await this.content.settledFor('guest');
    // An external destination is a full-page load: the hold lasts until the page goes.
    if (destination.kind === 'store-home') this.navigationHold.release();
    return { destination, wasLoginAs };
  }

  private accountType(): AccountType | null {
    const fromCard = this.accounts.snapshot.userInfo?.accountType;
    if (fromCard) return fromCard;
    const profile = this.profiles.snapshot.profile;
    return profile ? accountTypeOf(profile.accountCategory) : null;
  }

  private destinationFor(accountType: AccountType | null): SignOutDestination {
    const config = this.content.snapshot.config;
    if (config === null) return { kind: 'store-home' };
    const url = signOutDestination(accountType, config.externalUrls);
    return url === DEFAULT_SIGN_OUT_DESTINATION ? { kind: 'store-home' } : { kind: 'external', url };
  }
}
