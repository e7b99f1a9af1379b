import { payBackClosingSoonPostings, payBackDaysLeft, payBackDeadline } from '@rewards-storefront/domain/redemptions/pay-back-window';
import { PAY_WITH_REWARDS_MINIMUM_CENTS } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import { PeriodicPass } from '../jobs/periodic-pass';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderPayBackReminder } from '../mail/pay-back-reminder-email';
import { storeLink } from '../registration/store-link';
import { claimReminder, findDueReminders } from './pay-back-reminder-repository';

/** Reminders queued a pass at most; the next pass takes the rest. */
const BATCH = 200;

/**
 * The opt-in pay-back reminder (issue 26): on start and then every
 * `intervalMs`, each purchase that has entered the last 7 days of its
 * 90-day window, on a card whose primary holder asked for reminders, gets
 * one email through the outbox, in the member's language. Once per
 * purchase whatever the passes or nodes: the reminder row is claimed in
 * the same transaction as the mail is queued, under a primary key.
 */
export class PayBackReminders {
  private readonly passes: PeriodicPass<number>;

  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly mail: MailDispatcher,
    private readonly options: {
      intervalMs: number;
      onError?: (error: unknown) => void;
      /** The store's public address (PUBLIC_STORE_URL), for the email's link; null: no link, the email says where to go. */
      storeOrigin?: string | null;
    },
  ) {
    this.passes = new PeriodicPass(() => this.pass(), options);
  }

  start(): void {
    this.passes.start();
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass (a pass already running is waited for instead); answers how many reminders it queued, 0 when it failed. */
  async run(): Promise<number> {
    return (await this.passes.run()) ?? 0;
  }

  private async pass(): Promise<number> {
    const now = this.clock.now();
    const due = await findDueReminders(this.pool, { ...payBackClosingSoonPostings(now), minimumCents: PAY_WITH_REWARDS_MINIMUM_CENTS, limit: BATCH });
    let queued = 0;
    for (const reminder of due) {
      const locale = reminder.preferredLanguage ?? 'en-CA';
      const sent = await withTransaction(this.pool, async (client) => {
        if (!(await claimReminder(client, { cardTransactionId: reminder.cardTransactionId, memberId: reminder.memberId, at: now }))) return false;
        const mail = renderPayBackReminder({
          locale,
          firstName: reminder.firstName,
          description: locale === 'fr-CA' ? (reminder.descriptionFr ?? reminder.descriptionEn) : reminder.descriptionEn,
          amountCents: reminder.amountCents,
          postedAt: reminder.postedAt,
          deadline: payBackDeadline(reminder.postedAt),
          daysLeft: payBackDaysLeft(reminder.postedAt, now),
          link: this.options.storeOrigin ? storeLink(this.options.storeOrigin, locale, '/pay-with-rewards') : null,
        });
        await enqueueMail(client, {
          programmeId: reminder.programmeId,
          memberId: reminder.memberId,
          kind: 'pay_back_reminder',
          locale,
          to: reminder.email,
          ...mail,
          orderId: null,
        });
        return true;
      });
      if (sent) queued += 1;
    }
    if (queued > 0) this.mail.kick();
    return queued;
  }
}
