import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** What the member types on the sign-in form. */
export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/**
 * A session the programme API has just issued. Its token is not here: the
 * API set it in an httpOnly cookie that page script never reads (issue 24).
 *
 * Invariant: `memberId` is the API's own answer, a positive whole id; an
 * answer without one is never returned as a session (what spec §4's "a login
 * token must decode as a valid token before it is accepted" guarded when the
 * client held the token).
 */
export interface IssuedSession {
  /** On a session just opened (not a refresh), the member's preferred language, when the API names it. */
  readonly preferredLocale?: Locale;
  /** Lifetime announced by the API (`expires_in`), in seconds. */
  readonly expiresInSeconds: number;
  readonly memberId: number;
}

/**
 * Why the API refused to open a session (spec §8): a wrong user name or
 * password (or a used or forged single sign-on token); an account locked or
 * flagged, whose holder must call the number on the card; single sign-on
 * for someone who is not a primary cardholder in good standing; a member
 * who registered and has not confirmed the email yet; too many failed
 * attempts, so sign-in to the account pauses for a while; too many sign-ins
 * being checked at once, so the member tries again in a few seconds.
 */
export type SignInRefusal =
  | { readonly reason: 'invalid-credentials' }
  | { readonly reason: 'account-locked' }
  | { readonly reason: 'not-eligible' }
  | { readonly reason: 'email-not-verified' }
  | { readonly reason: 'too-many-attempts' }
  | { readonly reason: 'busy' };

export type AuthResult = { readonly ok: true; readonly session: IssuedSession } | GatewayFailure<SignInRefusal>;
export type LogoutResult = { readonly ok: true } | GatewayFailure;

/**
 * Opens, renews and ends sessions with the programme API.
 *
 * Contract: methods never throw for an HTTP or network failure; they resolve
 * with a tagged failure. `login` and `authenticateSso` name their refusals
 * ({@link SignInRefusal}), as does `loginWithToken`; `refresh` of a token the API no longer accepts is
 * `unauthorized`. `logout` and `refresh` present the session the browser's cookie holds.
 */
export interface AuthGateway {
  /** POST /auth/login with the programme's slug and type `member`. */
  login(credentials: Credentials): Promise<AuthResult>;
  /** POST /auth/logout; the whole sign-in of the token (its refresh chain) ends server-side. */
  logout(): Promise<LogoutResult>;
  /**
   * POST /auth/logout-everywhere: every sign-in of the member ends, on every
   * device, this one included. A read-only admin is refused (`read-only`).
   */
  logoutEverywhere(): Promise<LogoutResult>;
  /** POST /auth/refresh: a new token with a full lifetime. */
  refresh(): Promise<AuthResult>;
  /** POST /authenticate {token, type: 'sso'}: exchanges a one-time online-banking token. */
  authenticateSso(ssoToken: string): Promise<AuthResult>;
  /**
   * POST /member/program/{slug}/login-with-token?token=: exchanges the bank's
   * one-time hand-off token: the hand-off token alone says who signs in,
   * even while another session is open (spec §7).
   */
  loginWithToken(handoffToken: string): Promise<AuthResult>;
}
