import type { Locale } from '@domain/locale/locale';
import type { RegistrationField } from '@domain/registration/registration-config';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';

/** Where the reset link leads: its questions, the new password (questions answered), or nowhere. */
export type ResetTokenStep =
  | { readonly status: 'questions'; readonly questions: readonly RegistrationField[]; readonly attemptsLeft: number }
  | { readonly status: 'new-password' }
  | { readonly status: 'invalid' | 'failed' };

/**
 * Opens a password reset link (spec §7 verify token). Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: an unknown, used or expired link is 'invalid'; other
 * failures are reported.
 */
export class CheckResetToken {
  constructor(
    private readonly gateway: PasswordRecoveryGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(token: string, locale: Locale): Observable<ResetTokenStep> {
    return defer(() => this.gateway.checkToken(token, locale)).pipe(
      map((result): ResetTokenStep => {
        if (result.ok) {
          return result.verified
            ? { status: 'new-password' }
            : { status: 'questions', questions: result.questions, attemptsLeft: result.attemptsLeft };
        }
        if (result.reason === 'token-invalid') return { status: 'invalid' };
        this.errors.report('password reset link', result);
        return { status: 'failed' };
      }),
    );
  }
}
