import type { AuthGateway } from '../ports/auth-gateway';
import type { GatewayFailure } from '../ports/gateway-failure';
import type { SignOut, SignOutResult } from './sign-out';

export type SignOutEverywhereResult = ({ readonly ok: true } & SignOutResult) | GatewayFailure;

/**
 * "Sign out everywhere" from the account page: the API ends every sign-in of
 * the member, on every device; then this device signs out as usual and goes
 * where sign-out goes.
 *
 * Always holds: when the API did not confirm it (unreachable, or a read-only
 * admin), nothing changes on this device and the failure is returned, so the
 * member is never told their other devices are signed out when they are not.
 * A 401 means this session had already ended: this device signs out too.
 */
export class SignOutEverywhere {
  constructor(
    private readonly auth: AuthGateway,
    private readonly signOut: SignOut,
  ) {}

  async execute(): Promise<SignOutEverywhereResult> {
    const answer = await this.auth.logoutEverywhere();
    if (!answer.ok && answer.reason !== 'unauthorized') return answer;
    const signedOut = await this.signOut.execute({ serverSessionEnded: true });
    return { ok: true, ...signedOut };
  }
}
