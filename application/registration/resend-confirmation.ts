import type { Locale } from '@domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';
import type { RegistrationStore } from './registration-store';

/** What asking for the link again did; 'nothing-to-resend' when no registration was submitted in this visit. */
export type ResendConfirmationOutcome = 'sent' | 'too-many-attempts' | 'failed' | 'nothing-to-resend';

/**
 * The member did not get the confirmation email and asks for it again
 * (spec §7 user-email), with the verification answers of the registration
 * just submitted.
 *
 * Always holds: success says the link is on its way (a success notice);
 * a failure shows the registration error notice and is reported.
 */
export class ResendConfirmation {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly store: RegistrationStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(locale: Locale): Promise<ResendConfirmationOutcome> {
    const submitted = this.store.snapshot.submitted;
    if (submitted === null) return 'nothing-to-resend';
    const result = await this.gateway.resendConfirmation(submitted.registrationId, submitted.verification, locale);
    if (result.ok) {
      this.notifications.notify({
        kind: 'success',
        title: { key: 'registration.notice.resentTitle' },
        description: { key: 'registration.notice.resent', params: { email: submitted.email } },
      });
      return 'sent';
    }
    if (result.reason === 'too-many-attempts') return 'too-many-attempts';
    this.errors.report('registration email resend', result);
    this.notifications.notify({
      kind: 'danger',
      title: { key: 'registration.notice.failedTitle' },
      description: { key: 'registration.notice.resendFailed' },
    });
    return 'failed';
  }
}
