import type { CommonFailure } from '@application/ports/gateway-failure';
import type { PasswordChange, PasswordChangeResult, PasswordGateway, PasswordRefusal } from '@application/ports/password-gateway';
import { PASSWORD_HISTORY_SIZE, passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import { failed } from './failures';

/**
 * One member's password in memory, like the programme API: the rule and the
 * confirmation are VALIDATION_ERROR (`invalid`), a wrong current password is
 * refused, the current one and the last ones cannot be chosen again.
 * Records every change; `failure` makes every call fail.
 */
export class FakePasswordGateway implements PasswordGateway {
  readonly changes: PasswordChange[] = [];
  failure: CommonFailure | PasswordRefusal | null = null;
  private history: string[] = [];

  constructor(public current = 'Rewards#2026') {}

  async change(change: PasswordChange): Promise<PasswordChangeResult> {
    this.changes.push(change);
    if (this.failure) return failed(this.failure);
    const fieldErrors = [
      ...passwordProblems(change.newPassword).map((problem) => ({ field: 'new_password', message: problem.key })),
      ...(change.confirmation === change.newPassword
        ? []
        : [{ field: 'new_password_confirmation', message: 'does not match new_password' }]),
    ];
    if (fieldErrors.length > 0) return failed({ reason: 'invalid' as const, fieldErrors });
    if (change.currentPassword !== this.current) return failed({ reason: 'current-password-invalid' as const });
    if (change.newPassword === this.current || this.history.includes(change.newPassword))
      return failed({ reason: 'password-used' as const });
    this.history = [this.current, ...this.history].slice(0, PASSWORD_HISTORY_SIZE);
    this.current = change.newPassword;
    return { ok: true };
  }
}
