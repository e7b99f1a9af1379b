import type { IssuedSession } from './auth-gateway';
import type { GatewayFailure } from './gateway-failure';

/** What the admin console puts in the /login-as link. */
export interface LoginAsRequest {
  /** The member's login. */
  readonly userAccount: string;
  /** The one-time login-as token the console issued. */
  readonly token: string;
}

/**
 * A session opened by an admin as a member; `adminId` is the API's answer
 * when it names one. `link-refused`: the API looked at the
 * link and refused it (used, expired, forged, no such member).
 */
export type LoginAsResult =
  | { readonly ok: true; readonly session: IssuedSession; readonly adminId: number | null }
  | GatewayFailure<{ readonly reason: 'link-refused' }>;

/** What the API needs to end a login-as session (spec §7 POST /member/{slug}/login-as-admin payload). */
export interface ReturnToAdminRequest {
  readonly token: string;
  readonly adminId: number;
  readonly logoutUrl: string | null;
}

export type ReturnToAdminResult = { readonly ok: true; readonly redirectUrl: string } | GatewayFailure;

/**
 * Opens and ends sessions of an admin logged in as a member (spec §6, §7).
 *
 * Contract: never throws for HTTP or network failures. An answer that names
 * no member is `unavailable`, like a failed call.
 */
export interface LoginAsGateway {
  /** GET /program/{slug}/login-as?user_account&token. */
  logInAs(request: LoginAsRequest): Promise<LoginAsResult>;
  /** POST /member/{slug}/login-as-admin: ends the login-as session; the answer says where the admin goes back to. */
  returnToAdmin(request: ReturnToAdminRequest): Promise<ReturnToAdminResult>;
}
