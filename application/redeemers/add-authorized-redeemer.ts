import { newRedeemerOf, newRedeemerProblems, type NewAuthorizedRedeemerForm } from '@rewards-storefront/domain/account/authorized-redeemer';
import type { ValidationMessage } from '@rewards-storefront/domain/validation/validation-message';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ProfileStore } from '../profile/profile-store';
import type { AuthorizedRedeemerGateway } from '../ports/authorized-redeemer-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AuthorizedRedeemerStore } from './authorized-redeemer-store';

/**
 * What adding did: 'added'; 'invalid' with a message per field (nothing
 * sent); 'already-named' (the form says so); 'failed'.
 */
export type AddAuthorizedRedeemerOutcome =
  | { readonly outcome: 'added' }
  | { readonly outcome: 'invalid'; readonly problems: Partial<Record<keyof NewAuthorizedRedeemerForm, ValidationMessage>> }
  | { readonly outcome: 'already-named' }
  | { readonly outcome: 'failed' };

/**
 * The primary cardholder names someone who may redeem the active card's
 * points (spec §3, §7 authorized redeemer).
 *
 * Always holds: the form is checked with the domain's rules first (and
 * nothing is sent when it fails); on success the redeemer shows in the list
 * at once and a success notice names them; a read-only admin is told the
 * access is read-only; a refused session shows nothing; other failures a
 * danger notice, reported.
 */
export class AddAuthorizedRedeemer {
  constructor(
    private readonly gateway: AuthorizedRedeemerGateway,
    private readonly store: AuthorizedRedeemerStore,
    private readonly accounts: AccountStore,
    private readonly profiles: ProfileStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({
    form,
    locale,
  }: {
    readonly form: NewAuthorizedRedeemerForm;
    readonly locale: Locale;
  }): Promise<AddAuthorizedRedeemerOutcome> {
    const problems = newRedeemerProblems(form, this.profiles.snapshot.profile?.email ?? null);
    if (Object.keys(problems).length > 0) return { outcome: 'invalid', problems };
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return { outcome: 'failed' };
    const result = await this.gateway.add({ accountId, redeemer: newRedeemerOf(form), locale });
    if (result.ok) {
      this.store.added(accountId, result.redeemer);
      this.notifications.notify({
        kind: 'success',
        title: { key: 'redeemers.notice.addedTitle' },
        description: { key: 'redeemers.notice.added', params: { name: `${result.redeemer.firstName} ${result.redeemer.lastName}` } },
      });
      return { outcome: 'added' };
    }
    if (result.reason === 'already-named') return { outcome: 'already-named' };
    noticeFailedChange(result, this.notifications, this.errors, 'authorized redeemer add', {
      title: { key: 'redeemers.notice.failedTitle' },
      description: { key: 'redeemers.notice.addFailed' },
    });
    return { outcome: 'failed' };
  }
}
