import type { ExpiredSession, SessionExpiryReason, SessionExpiryStore } from './session-expiry-store';
import type { SessionStore } from './session-store';

/** Signing out as the session's end needs it: SignOut (application/sign-in) is one; sign-in depends on the session, not the reverse. */
export interface SignsOut {
  execute(): Promise<Pick<ExpiredSession, 'destination' | 'wasLoginAs'>>;
}

export interface ExpireSessionInput {
  readonly reason: SessionExpiryReason;
}

/**
 * The session ends without the member asking: 15 minutes idle, or a token
 * refresh that failed (spec §4, §8). The app signs the member out (so the
 * token is revoked and no member data stays on screen) and shows the
 * session-expired modal.
 *
 * Always holds: nothing happens without a session (a second trigger for the
 * same session, or one after sign-out, is ignored); afterwards no session
 * exists and the modal knows where 'close store' goes.
 */
export class ExpireSession {
  private running: Promise<void> | null = null;

  constructor(
    private readonly sessions: SessionStore,
    private readonly signOut: SignsOut,
    private readonly expiry: SessionExpiryStore,
  ) {}

  execute(input: ExpireSessionInput): Promise<void> {
    if (this.running) return this.running;
    if (this.sessions.snapshot.session === null) return Promise.resolve();
    this.running = this.expire(input).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async expire({ reason }: ExpireSessionInput): Promise<void> {
    const { destination, wasLoginAs } = await this.signOut.execute();
    this.expiry.expired({ reason, destination, wasLoginAs });
  }
}
