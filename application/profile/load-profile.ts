import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { ProfileGateway } from '../ports/profile-gateway';
import type { EndSession } from '../session/end-session';
import type { ProfileStore } from './profile-store';

/**
 * Loads the signed-in member's profile into the ProfileStore.
 *
 * Always holds: a 401 ends the session; other failures are reported and leave
 * the store without a profile.
 */
export class LoadProfile {
  constructor(
    private readonly gateway: ProfileGateway,
    private readonly store: ProfileStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<void> {
    this.store.loadStarted();
    const result = await this.gateway.loadProfile();
    if (result.ok) {
      this.store.loadFinished(result.profile);
      return;
    }
    this.store.loadFinished(null);
    if (result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('profile load', result.error);
  }
}
