import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { ProfileGateway } from '../ports/profile-gateway';
import type { ProfileStore } from './profile-store';

/**
 * Loads the signed-in member's profile into the ProfileStore. Runs when
 * subscribed; unsubscribing before the answer drops it.
 *
 * Always holds: a failure keeps the profile the store held, and marks the
 * store failed when it held none (the account page offers a retry, which
 * is this use case again); it is reported unless it is the session's
 * (HandleSessionEvents deals with a refused session or pending actions).
 */
export class LoadProfile {
  constructor(
    private readonly gateway: ProfileGateway,
    private readonly store: ProfileStore,
    private readonly errors: ErrorReporter,
  ) {}

  execute(): Observable<void> {
    return defer(() => {
      this.store.loadStarted();
      return this.gateway.loadProfile();
    }).pipe(
      map((result) => {
        if (result.ok) {
          this.store.loadFinished(result.profile);
          return;
        }
        if (isSessionFailure(result)) {
          this.store.loadFinished(null);
          return;
        }
        this.store.loadFailed();
        this.errors.report('profile load', result);
      }),
    );
  }
}
