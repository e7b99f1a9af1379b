import type { GatewayFailure } from './gateway-failure';

/** A password change as the form submits it. */
export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

/**
 * Why the change was refused: the current password is wrong
 * (MEMBER_PASSWORD_OLD_INVALID); the new one was used before (the current
 * one, or a recent one: PASSWORD_USED_ALREADY, PASSWORD_USED_RECENTLY); too
 * many wrong current passwords paused the account's sign-in for a while.
 */
export type PasswordRefusal =
  { readonly reason: 'current-password-invalid' } | { readonly reason: 'password-used' } | { readonly reason: 'too-many-attempts' };

export type PasswordChangeResult = { readonly ok: true } | GatewayFailure<PasswordRefusal>;

/** Changes the signed-in member's password (PUT /member/password). Never throws for HTTP or network failures. */
export interface PasswordGateway {
  change(change: PasswordChange): Promise<PasswordChangeResult>;
}
