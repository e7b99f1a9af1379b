import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ContactDetailsGateway } from '../ports/contact-details-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ProfileStore } from './profile-store';

/**
 * Sends the link that confirms the member's pending new email again (spec
 * §7 sendVerificationEmail); the earlier link stops working.
 *
 * Always holds: success names the pending address; when nothing is pending
 * any more (confirmed or expired elsewhere) the profile is no longer shown
 * as pending; a read-only admin is told the access is read-only; a refused
 * session shows nothing; other failures are reported and shown.
 */
export class ResendEmailLink {
  constructor(
    private readonly gateway: ContactDetailsGateway,
    private readonly profiles: ProfileStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<'sent' | 'failed'> {
    const pending = this.profiles.snapshot.profile?.pendingEmail ?? null;
    const result = await this.gateway.resendEmailLink();
    if (result.ok) {
      this.notifications.notify({
        kind: 'success',
        title: { key: 'account.contact.linkSentTitle' },
        description: { key: 'account.contact.linkSent', params: { email: pending ?? '' } },
      });
      return 'sent';
    }
    if (result.reason === 'nothing-pending') {
      const profile = this.profiles.snapshot.profile;
      if (profile) this.profiles.loadFinished({ ...profile, pendingEmail: null });
      this.notifications.notify({
        kind: 'warning',
        title: { key: 'account.contact.nothingPendingTitle' },
        description: { key: 'account.contact.nothingPending' },
      });
    } else {
      noticeFailedChange(result, this.notifications, this.errors, 'email link', {
        title: { key: 'account.contact.linkFailedTitle' },
        description: { key: 'account.contact.linkFailed' },
      });
    }
    return 'failed';
  }
}
