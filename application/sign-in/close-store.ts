import type { SessionExpiryStore } from '../session/session-expiry-store';
import type { SignOut, SignOutDestination } from './sign-out';

/** What the UI does once the store is closed. */
export type CloseStoreResult =
  /** Spec §6: an admin logged in as a member is not redirected; the window closes. */
  | { readonly kind: 'close-window' }
  | { readonly kind: 'leave'; readonly destination: SignOutDestination };

/**
 * 'Close store' (spec §4): signs out, then closes the window when an admin
 * was logged in as the member, or leaves for the sign-out destination.
 *
 * Always holds: afterwards no session remains on this device, so a window
 * the browser refuses to close is not left signed in; for an admin the
 * store then shows its closing modal and stays where it is (spec §6: no
 * redirect on close of store).
 */
export class CloseStore {
  constructor(
    private readonly signOut: SignOut,
    private readonly expiry: SessionExpiryStore,
  ) {}

  async execute(): Promise<CloseStoreResult> {
    const { wasLoginAs, destination } = await this.signOut.execute();
    if (!wasLoginAs) return { kind: 'leave', destination };
    this.expiry.expired({ reason: 'store-closed', wasLoginAs, destination });
    return { kind: 'close-window' };
  }
}
