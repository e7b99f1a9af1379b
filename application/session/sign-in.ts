import type { AccountStore } from '../account/account-store';
import type { AuthGateway, Credentials } from '../ports/auth-gateway';
import type { Clock } from '../ports/clock';
import type { GatewayError } from '../ports/gateway-error';
import type { ProfileStore } from '../profile/profile-store';
import { sessionFrom } from './session';
import type { SessionStore } from './session-store';

/** Why a sign-in did not open a session; the UI shows one message per reason. */
export type SignInFailure = 'invalid-credentials' | 'account-locked' | 'invalid-input' | 'unavailable';

export type SignInResult = { readonly ok: true } | { readonly ok: false; readonly reason: SignInFailure };

/** Maps the API's refusal of a login or SSO token to what the member is told (spec §8). */
export function signInFailureOf(error: GatewayError): SignInFailure {
  if (error.errorCode === 401) return 'invalid-credentials';
  if (error.errorCode === 403) return 'account-locked';
  if (error.errorCode === 400) return 'invalid-input';
  return 'unavailable';
}

/**
 * A member signs in with a username and password.
 *
 * Always holds: on success a session (not SSO) is open and no state of a
 * previous member remains; on failure no session exists at all.
 */
export class SignIn {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly profiles: ProfileStore,
    private readonly clock: Clock,
  ) {}

  async execute(credentials: Credentials): Promise<SignInResult> {
    const result = await this.auth.login(credentials);
    this.accounts.reset();
    this.profiles.reset();
    if (!result.ok) {
      this.sessions.close();
      return { ok: false, reason: signInFailureOf(result.error) };
    }
    this.sessions.open(sessionFrom(result.session, this.clock.now(), false));
    return { ok: true };
  }
}
