import { passwordProblems, type PasswordProblem } from '@rewards-storefront/domain/password/password-rule';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { PasswordChange, PasswordGateway } from '../ports/password-gateway';

/**
 * What the change did: 'changed'; 'problems' of the new password by the
 * rule, or a confirmation that differs (nothing sent); the current password
 * is wrong ('current-password-invalid', shown on its field); 'refused' (a
 * notice said why); 'failed'.
 */
export type ChangePasswordOutcome =
  | { readonly outcome: 'changed' }
  | { readonly outcome: 'problems'; readonly newPassword: readonly PasswordProblem[]; readonly confirmationMismatch: boolean }
  | { readonly outcome: 'current-password-invalid' }
  | { readonly outcome: 'refused' }
  | { readonly outcome: 'failed' };

/**
 * The member changes their password (spec §2 /account/reset-password, §5,
 * §8).
 *
 * Always holds: the password rule and the confirmation are checked first
 * (nothing sent when they fail); MEMBER_PASSWORD_OLD_INVALID sets the
 * current password's error; PASSWORD_USED_ALREADY, PASSWORD_USED_RECENTLY
 * and VALIDATION_ERROR show the password-used notification; a paused
 * sign-in says to wait; a read-only admin is told the access is read-only;
 * success shows a notice; a refused session shows nothing.
 */
export class ChangePassword {
  constructor(
    private readonly gateway: PasswordGateway,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(change: PasswordChange): Promise<ChangePasswordOutcome> {
    const problems = passwordProblems(change.newPassword);
    const confirmationMismatch = change.confirmation !== change.newPassword;
    if (problems.length > 0 || confirmationMismatch) return { outcome: 'problems', newPassword: problems, confirmationMismatch };
    const result = await this.gateway.change(change);
    if (result.ok) {
      this.notify('success', 'changed');
      return { outcome: 'changed' };
    }
    switch (result.reason) {
      case 'current-password-invalid':
        return { outcome: 'current-password-invalid' };
      case 'password-used':
      case 'invalid':
        this.notify('danger', 'used');
        return { outcome: 'refused' };
      case 'too-many-attempts':
        this.notify('danger', 'paused');
        return { outcome: 'refused' };
      case 'read-only':
        this.notifications.notify(READ_ONLY_NOTICE);
        return { outcome: 'refused' };
    }
    if (!isSessionFailure(result)) {
      this.errors.report('password change', result);
      this.notify('danger', 'failed');
    }
    return { outcome: 'failed' };
  }

  private notify(kind: 'success' | 'danger', notice: string): void {
    this.notifications.notify({
      kind,
      title: { key: `changePassword.notice.${notice}Title` },
      description: { key: `changePassword.notice.${notice}` },
    });
  }
}
