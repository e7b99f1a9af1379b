import type { AuthGateway } from '../ports/auth-gateway';
import type { EndSession } from './end-session';
import type { SessionStore } from './session-store';

/**
 * A member signs out.
 *
 * Always holds: afterwards no session and no account state remain on this
 * device, whether or not the API accepted the logout (an unreachable server
 * must not keep a member signed in on a shared computer).
 */
export class SignOut {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionStore,
    private readonly endSession: EndSession,
  ) {}

  async execute(): Promise<void> {
    if (this.sessions.snapshot.session !== null) {
      // The call needs the token, so it goes first; its outcome changes nothing here.
      await this.auth.logout().catch(() => undefined);
    }
    this.endSession.execute();
  }
}
