import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';
import { RECOVERY_FAILED_NOTICE } from '../registration/registration-notices';

/** What asking for a reset link did ('sent' whoever the username names: the API never tells). */
export type RequestPasswordResetOutcome = 'sent' | 'missing-username' | 'too-many-attempts' | 'failed';

/**
 * A business customer asks for a password reset link (spec §6, §7 POST
 * forgot-password). The page has already sent personal customers to online
 * banking.
 *
 * Always holds: a blank username sends nothing; a failure other than the
 * throttle shows the recovery error notice and is reported.
 */
export class RequestPasswordReset {
  constructor(
    private readonly gateway: PasswordRecoveryGateway,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { username: string; locale: Locale }): Promise<RequestPasswordResetOutcome> {
    const username = input.username.trim();
    if (username === '') return 'missing-username';
    const result = await this.gateway.requestReset(username, input.locale);
    if (result.ok) return 'sent';
    if (result.reason === 'too-many-attempts') return 'too-many-attempts';
    this.errors.report('password reset request', result);
    this.notifications.notify(RECOVERY_FAILED_NOTICE);
    return 'failed';
  }
}
