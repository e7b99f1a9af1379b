import type { RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { of } from 'rxjs';
import type { ContentContext, ContextStore } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';

/** Where the reset link leads (spec §7 verify token): its questions, the new password (questions answered), or nowhere. */
export type ResetTokenStep =
  | { readonly status: 'questions'; readonly questions: readonly RegistrationField[]; readonly attemptsLeft: number }
  | { readonly status: 'new-password' }
  | { readonly status: 'invalid' | 'failed' };

export type PasswordResetState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly token: string }
  | ({ readonly token: string } & ResetTokenStep)
  | { readonly status: 'done'; readonly token: string };

/**
 * Where a member is in the reset of a forgotten password (spec §2
 * /reset-password: questions, new password, success): the link is checked
 * while the page shows it (`show(token)`), in the page's language (the
 * questions' texts), again when it changes, the latest winning; the
 * commands move it on.
 *
 * Always holds: once the password is changed ('done'), the page stays on
 * its success for that link, whatever reloads (the used link would read as
 * invalid).
 */
export class PasswordResetStore extends QueryStore<string, ContentContext, PasswordResetState> {
  constructor(context: ContextStore, gateway: PasswordRecoveryGateway, errors: ErrorReporter) {
    const isDone = (state: PasswordResetState, token: string) => state.status === 'done' && state.token === token;
    super({
      initial: { status: 'idle' },
      context$: context.content$,
      loading: (token, last) => (isDone(last, token) ? last : { status: 'checking', token }),
      // An unknown, used or expired link is 'invalid' (not reported); other failures are reported.
      fetch: (token, { locale }, last) =>
        isDone(last(), token)
          ? of(last())
          : ask(
              errors,
              'password reset link',
              () => gateway.checkToken(token, locale),
              (result): PasswordResetState => {
                if (result.ok) {
                  return result.verified
                    ? { status: 'new-password', token }
                    : { status: 'questions', questions: result.questions, attemptsLeft: result.attemptsLeft, token };
                }
                return { status: result.reason === 'token-invalid' ? 'invalid' : 'failed', token };
              },
              ['token-invalid'],
            ),
    });
  }

  /** The questions were answered: the new password comes next. */
  verified(): void {
    this.moveTo({ status: 'new-password' });
  }

  /** A wrong answer: so many more end the link. */
  attemptsLeft(attemptsLeft: number): void {
    this.update((current) => (current.status === 'questions' ? { ...current, attemptsLeft } : current));
  }

  /** The link no longer works. */
  invalid(): void {
    this.moveTo({ status: 'invalid' });
  }

  /** The new password is set. */
  done(): void {
    this.moveTo({ status: 'done' });
  }

  private moveTo(step: ResetTokenStep | { readonly status: 'done' }): void {
    this.update((current) => (current.status === 'idle' ? current : { ...step, token: current.token }));
  }
}
