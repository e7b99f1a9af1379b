import type { Profile } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailDispatcher } from '../../server/mail/mail-dispatcher';
import { PayBackReminders } from '../../server/redemptions/pay-back-reminders';
import { Shopper, cardOf } from './support/shop';
import { ManualClock, bearer, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * The opt-in pay-back reminder (issue 26): a member preference, and a pass
 * that emails each purchase entering its last 7 days once, in the member's
 * language, through the outbox.
 */
describe('pay-back reminder emails', () => {
  let elite: Shopper;
  let marie: Shopper;
  const clock = new ManualClock();
  const kicks: number[] = [];
  const mail = { kick: () => kicks.push(1) } as unknown as MailDispatcher;

  const t = useTestApp();
  beforeAll(async () => {
    elite = new Shopper(t.app, await login(t.app, 'elite'), await cardOf(t.db.pool, 'elite', 'elite'));
    marie = new Shopper(t.app, await login(t.app, 'marie'), await cardOf(t.db.pool, 'marie'));
  });

  /** `storeOrigin`: PUBLIC_STORE_URL, for the email's link; none by default. */
  const reminders = (storeOrigin: string | null = null) => new PayBackReminders(t.db.pool, clock, mail, { intervalMs: 0, storeOrigin });
  const prefer = (shopper: Shopper, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(shopper.token), payload });
  async function purchase(shopper: Shopper, reference: string, amountCents: number, hoursAgo: number): Promise<void> {
    await t.db.pool.query(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, description_fr, amount_cents, transaction_at, posted_at)
       VALUES ($1, $2, 'purchase', $3, $4, $5, $6::timestamptz - make_interval(hours => $7 + 24), $6::timestamptz - make_interval(hours => $7))`,
      [shopper.accountId, reference, `Shop ${reference}`, `Boutique ${reference}`, amountCents, clock.now(), hoursAgo],
    );
  }
  const mailsTo = async (reference: string) =>
    (
      await t.db.pool.query<{ locale: string; subject: string; text_body: string; html_body: string }>(
        `SELECT locale, subject, text_body, html_body FROM email_outbox WHERE kind = 'pay_back_reminder' AND text_body LIKE '%' || $1 || '%'`,
        [reference],
      )
    ).rows;

  it('is off by default; a member turns it on and off in the profile, and the change is recorded', async () => {
    const read = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(elite.token) });
    expect(read.json<{ data: Profile }>().data.has_pay_back_reminders).toBe(false);
    const on = await prefer(elite, { has_pay_back_reminders: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<{ data: Profile }>().data).toMatchObject({ has_pay_back_reminders: true, has_marketing_enabled: true });
    expect((await prefer(elite, { has_pay_back_reminders: 'yes' })).statusCode).toBe(400);
  });

  it('emails each purchase entering its last 7 days once, in the member’s language, never one not opted in, small, paid or not yet due', async () => {
    await prefer(elite, { has_pay_back_reminders: true, preferredLanguage: 'en-CA' });
    await prefer(marie, { has_pay_back_reminders: false });
    await purchase(elite, 'CT-R-DUE', 6_000, 86 * 24);
    await purchase(elite, 'CT-R-EARLY', 6_000, 82 * 24);
    await purchase(elite, 'CT-R-SMALL', 2_000, 86 * 24);
    await purchase(marie, 'CT-R-MARIE', 6_000, 86 * 24);
    expect(await reminders().run()).toBe(1);
    const [due] = await mailsTo('CT-R-DUE');
    expect(due).toMatchObject({ locale: 'en-CA' });
    expect(due!.subject).toMatch(/^Pay back Shop CT-R-DUE with points by /);
    expect(due!.text_body).toContain('of $60.00');
    expect(due!.text_body).toContain('4 days left.');
    expect(due!.html_body).toContain('<p>Hello Alex,</p>');
    // Without the store's public address the email says where to go in words, and links nowhere.
    expect(due!.text_body).toContain('Sign in to the rewards store and open Pay with Rewards.');
    expect(due!.html_body).not.toContain('<a ');
    expect(await mailsTo('CT-R-EARLY')).toEqual([]);
    expect(await mailsTo('CT-R-SMALL')).toEqual([]);
    expect(await mailsTo('CT-R-MARIE')).toEqual([]);

    // Passes later, and two at once, send nothing more; the purchase paid meanwhile is never reminded of.
    clock.advanceSeconds(24 * 3600 + 60);
    const [first, second] = await Promise.all([reminders().run(), reminders().run()]);
    expect(first + second).toBe(1); // CT-R-EARLY has now entered its last 7 days
    expect(await mailsTo('CT-R-DUE')).toHaveLength(1);
    expect(await mailsTo('CT-R-EARLY')).toHaveLength(1);
    expect(await reminders().run()).toBe(0);
  });

  it('en français : le rappel suit la typographie de l’OQLF', async () => {
    await prefer(marie, { has_pay_back_reminders: true, preferredLanguage: 'fr-CA' });
    await purchase(marie, 'CT-R-FR', 123_456, 89 * 24);
    expect(await reminders('https://rewards.example').run()).toBeGreaterThanOrEqual(1);
    const [mailFr] = await mailsTo('CT-R-FR');
    // With PUBLIC_STORE_URL, a link straight to Pay with Rewards, in French.
    expect(mailFr!.text_body).toContain('Remboursez-le avec vos points\u00a0: https://rewards.example/fr/pay-with-rewards');
    expect(mailFr!.html_body).toContain('<a href="https://rewards.example/fr/pay-with-rewards">');
    expect(mailFr).toMatchObject({ locale: 'fr-CA' });
    expect(mailFr!.subject).toMatch(/^Remboursez Boutique CT-R-FR avec vos points d’ici le /);
    expect(mailFr!.text_body).toContain('de 1\u00a0234,56\u00a0$');
    expect(mailFr!.text_body).toMatch(/jusqu’au .+\u00a0: 1\u00a0jour restant\./);
  });
});
