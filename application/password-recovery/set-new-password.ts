import { passwordConfirmationProblem, passwordProblems, type PasswordProblem } from '@rewards-storefront/domain/password/password-rule';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';
import { fieldErrorsByName } from '../registration/field-errors';
import { RECOVERY_FAILED_NOTICE } from '../registration/registration-notices';
import type { PasswordResetStore } from './password-reset-store';

/**
 * What setting the new password did: 'changed' (success comes next);
 * 'invalid' with the password rule's problems and the confirmation's
 * (nothing sent); 'refused' with the API's field errors; 'password-used'
 * (it is the current one); 'token-invalid'; 'not-verified' (the questions
 * come first: the link is checked again); 'failed'.
 */
export type SetNewPasswordOutcome =
  | { readonly outcome: 'changed' | 'password-used' | 'token-invalid' | 'not-verified' | 'failed' | 'not-asked' }
  | { readonly outcome: 'invalid'; readonly password: readonly PasswordProblem[]; readonly confirmation: PasswordProblem | null }
  | { readonly outcome: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> };

/**
 * The business customer chooses the new password (spec §5 password rule,
 * §7 new password), with the link whose questions they answered.
 *
 * Always holds: nothing is sent while the password breaks the rule or the
 * confirmation differs; success moves the store to its success step for
 * good; other failures show the recovery error notice and are reported.
 */
export class SetNewPassword {
  constructor(
    private readonly gateway: PasswordRecoveryGateway,
    private readonly store: PasswordResetStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { password: string; confirmation: string; locale: Locale }): Promise<SetNewPasswordOutcome> {
    const state = this.store.snapshot;
    if (state.status !== 'new-password') return { outcome: 'not-asked' };
    const password = passwordProblems(input.password);
    const confirmation = passwordConfirmationProblem(input.password, input.confirmation);
    if (password.length > 0 || confirmation !== null) return { outcome: 'invalid', password, confirmation };
    const result = await this.gateway.setNewPassword(state.token, input.password, input.locale);
    if (result.ok) {
      this.store.done();
      return { outcome: 'changed' };
    }
    switch (result.reason) {
      case 'password-used':
        return { outcome: 'password-used' };
      case 'token-invalid':
        this.store.invalid();
        return { outcome: 'token-invalid' };
      case 'not-verified':
        this.store.retry();
        return { outcome: 'not-verified' };
      case 'invalid':
        return { outcome: 'refused', fieldErrors: fieldErrorsByName(result.fieldErrors) };
      default:
        this.errors.report('password reset', result);
        this.notifications.notify(RECOVERY_FAILED_NOTICE);
        return { outcome: 'failed' };
    }
  }
}
