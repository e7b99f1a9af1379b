import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { AuthGateway, AuthResult, Credentials } from '../ports/auth-gateway';
import type { Clock } from '../ports/clock';
import type { ProfileStore } from '../profile/profile-store';
import { sessionFrom } from '../session/session';
import type { SessionStore } from '../session/session-store';

/** Why a sign-in did not open a session; the UI shows one message per reason. */
export type SignInFailure =
  | 'invalid-credentials'
  | 'account-locked'
  | 'not-eligible'
  | 'email-not-verified'
  | 'too-many-attempts'
  | 'busy'
  | 'invalid-input'
  | 'unavailable';

/** A success names the member's preferred language when the API did, so the store lands in it at once. */
export type SignInResult = { readonly ok: true; readonly preferredLocale?: Locale } | { readonly ok: false; readonly reason: SignInFailure };

/** Maps the API's refusal of a login or SSO token to what the member is told (spec §8). */
export function signInFailureOf(failure: Exclude<AuthResult, { ok: true }>): SignInFailure {
  switch (failure.reason) {
    case 'invalid-credentials':
    case 'account-locked':
    case 'not-eligible':
    case 'email-not-verified':
    case 'too-many-attempts':
    case 'busy':
      return failure.reason;
    case 'invalid':
      return 'invalid-input';
    default:
      return 'unavailable';
  }
}

/** What opening a session touches: the session itself, and the previous member's state to forget. */
export interface SessionOpening {
  readonly sessions: SessionStore;
  readonly accounts: AccountStore;
  readonly profiles: ProfileStore;
  readonly clock: Clock;
}

/**
 * Applies the API's answer to a sign-in (form or SSO): the previous member's
 * account and profile are forgotten either way; a success opens the session,
 * a failure leaves none.
 */
export function openIssuedSession(result: AuthResult, isSso: boolean, opening: SessionOpening): SignInResult {
  opening.accounts.reset();
  opening.profiles.reset();
  if (!result.ok) {
    opening.sessions.close();
    return { ok: false, reason: signInFailureOf(result) };
  }
  opening.sessions.open(sessionFrom(result.session, opening.clock.now(), isSso));
  const { preferredLocale } = result.session;
  return preferredLocale ? { ok: true, preferredLocale } : { ok: true };
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
    private readonly opening: SessionOpening,
  ) {}

  async execute(credentials: Credentials): Promise<SignInResult> {
    return openIssuedSession(await this.auth.login(credentials), false, this.opening);
  }
}
