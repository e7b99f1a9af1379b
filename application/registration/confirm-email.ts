import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';

export type EmailConfirmation = 'confirmed' | 'already-confirmed' | 'email-changed' | 'invalid' | 'failed';

/**
 * Follows the link of the confirmation email (spec §4: email verification,
 * then sign in). Runs when subscribed; unsubscribing drops the answer (the
 * API answers the same link again as already confirmed, so a second run is
 * harmless).
 *
 * Always holds: an unknown, used or expired link is 'invalid' (spec §8's
 * text); the link of an email change is 'email-changed' (the new address
 * is now the member's); other failures are reported.
 */
export class ConfirmEmail {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(token: string, locale: Locale): Observable<EmailConfirmation> {
    return defer(() => this.gateway.confirmEmail(token, locale)).pipe(
      map((result): EmailConfirmation => {
        if (result.ok) return result.emailChanged === true ? 'email-changed' : result.alreadyConfirmed ? 'already-confirmed' : 'confirmed';
        if (result.reason === 'token-invalid') return 'invalid';
        this.errors.report('email confirmation', result);
        return 'failed';
      }),
    );
  }
}
