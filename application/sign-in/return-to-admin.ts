import type { LoginAsGateway } from '../ports/login-as-gateway';
import type { ProfileStore } from '../profile/profile-store';
import type { EndSession } from '../session/end-session';
import type { LoginAsStore } from '../session/login-as-store';

export type ReturnToAdminResult =
  /** Go to `redirectUrl` with a full-page load: the admin console. */
  | { readonly ok: true; readonly redirectUrl: string }
  | { readonly ok: false; readonly reason: 'not-login-as' | 'unavailable' };

/**
 * An admin logged in as a member goes back to the admin console (spec §4:
 * "using the stored login-as token, admin id and logout URL").
 *
 * Always holds: on success the login-as session is over on this device
 * too; on failure nothing changes, so the admin can try again or close the
 * store.
 */
export class ReturnToAdmin {
  constructor(
    private readonly gateway: LoginAsGateway,
    private readonly loginAs: LoginAsStore,
    private readonly profiles: ProfileStore,
    private readonly endSession: EndSession,
  ) {}

  async execute(): Promise<ReturnToAdminResult> {
    const state = this.loginAs.snapshot;
    const adminId = state?.adminId ?? this.profiles.snapshot.profile?.adminId ?? null;
    if (state === null || adminId === null) return { ok: false, reason: 'not-login-as' };
    const result = await this.gateway.returnToAdmin({ token: state.loginAsToken, adminId, logoutUrl: state.logoutUrl });
    if (!result.ok) return { ok: false, reason: 'unavailable' };
    this.endSession.execute();
    return { ok: true, redirectUrl: result.redirectUrl };
  }
}
