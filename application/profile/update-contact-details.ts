import { contactDetailsChange, contactDetailsProblems, type ContactDetailsForm } from '@rewards-storefront/domain/account/contact-details';
import type { ValidationMessage } from '@rewards-storefront/domain/validation/validation-message';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ContactDetailsGateway } from '../ports/contact-details-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ProfileStore } from './profile-store';

export type UpdateContactDetailsOutcome =
  | { readonly outcome: 'updated' }
  | { readonly outcome: 'problems'; readonly problems: Partial<Record<keyof ContactDetailsForm, ValidationMessage>> }
  | { readonly outcome: 'failed' };

/**
 * A member who edits their contact details in the programme profile (spec
 * §6: select members) changes their email and phone.
 *
 * Always holds: the form is checked with the domain's rules first (nothing
 * sent when it fails); the confirm-email field is never sent (spec §5); the
 * profile shown is the one the API answered; a new email is announced as
 * waiting for the link sent to it (it is not the member's email yet); a member spec §6 sends
 * elsewhere is told where; a read-only admin is told the access is
 * read-only; a refused session shows nothing.
 */
export class UpdateContactDetails {
  constructor(
    private readonly gateway: ContactDetailsGateway,
    private readonly profiles: ProfileStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(form: ContactDetailsForm): Promise<UpdateContactDetailsOutcome> {
    const problems = contactDetailsProblems(form);
    if (Object.keys(problems).length > 0) return { outcome: 'problems', problems };
    const result = await this.gateway.update(contactDetailsChange(form));
    if (result.ok) {
      this.profiles.loadFinished(result.profile);
      const pending = result.profile.pendingEmail;
      // A new email is not the member's until its link is followed (spec §7 sendVerificationEmail): say where to look.
      this.notifications.notify(
        pending === null
          ? { kind: 'success', title: { key: 'account.contact.savedTitle' }, description: { key: 'account.contact.saved' } }
          : {
              kind: 'success',
              title: { key: 'account.contact.linkSentTitle' },
              description: { key: 'account.contact.linkSent', params: { email: pending } },
            },
      );
      return { outcome: 'updated' };
    }
    if (result.reason === 'not-editable') {
      this.notifications.notify({
        kind: 'warning',
        title: { key: 'account.contact.elsewhereTitle' },
        description: { key: 'account.contact.elsewhere' },
      });
    } else {
      noticeFailedChange(result, this.notifications, this.errors, 'contact details', {
        title: { key: 'account.contact.failedTitle' },
        description: { key: 'account.contact.failed' },
      });
    }
    return { outcome: 'failed' };
  }
}
