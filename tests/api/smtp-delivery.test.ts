import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailDispatcher } from '../../server/mail/mail-dispatcher';
import { enqueueMail } from '../../server/mail/mail-outbox-repository';
import { SmtpMailTransport } from '../../server/mail/smtp-mail-transport';
import { productWhere, type Cart, type CheckoutResult, type Shopper, type ShopProduct } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { SmtpInbox, type ReceivedEmail } from './support/smtp-inbox';
import { useTestApp } from './support/use-test-app';

const FROM = 'Demo Bank Rewards <rewards@bank.example>';
const RETRY = { baseDelayMs: 500, maxDelayMs: 4_000, maxAttempts: 5 };

/**
 * Real email (issue 25): with an SMTP transport configured, the outbox's
 * messages reach a real SMTP server (in this process) with their text and
 * HTML parts in the member's language; a refused message is tried again
 * after waits that double, and no message arrives twice.
 */
describe('email over SMTP', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
  });
  afterAll(async () => {
    await inbox.close();
  });

  const t = useTestApp({
    config: {
      get mailTransport() {
        return new SmtpMailTransport({ url: inbox.url, from: FROM });
      },
      mailDispatchIntervalMs: 100,
      mailRetry: RETRY,
    },
  });

  function expectBothParts(email: ReceivedEmail, locale: string): { text: string; html: string } {
    expect(email.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(email.headers.get('content-language')).toBe(locale);
    expect(email.headers.get('from')).toBe(FROM);
    const text = email.parts.get('text/plain');
    const html = email.parts.get('text/html');
    expect(text).toBeDefined();
    expect(html).toContain(`<html lang="${locale}">`);
    return { text: text!, html: html! };
  }

  describe('an order confirmation arrives in the checkout’s language', () => {
    let marie: Shopper;
    let product: ShopProduct;
    beforeAll(async () => {
      marie = await signedInShopper(t, 'marie');
      product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 15000");
    });

    async function orderIn(locale: 'en-CA' | 'fr-CA'): Promise<string> {
      await marie.emptyCart();
      const cart: Cart = await marie.add(product);
      const response = await marie.checkout(marie.checkoutBody(cart, { locale }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: CheckoutResult }>().data.reference_identifier;
    }

    it('in en-CA, with a text and an HTML part', async () => {
      const reference = await orderIn('en-CA');
      const email = await inbox.waitFor(() => inbox.received.find((mail) => mail.subject.includes(reference)));
      expect(email.subject).toBe(`Your order ${reference} is confirmed`);
      expect(email.recipients).toEqual(['marie.tremblay@example.com']);
      const { text, html } = expectBothParts(email, 'en-CA');
      expect(text).toContain('Confirmation number');
      expect(text).toContain(reference);
      expect(html).toContain('Confirmation number');
    });

    it('in fr-CA, accents intact, with a text and an HTML part', async () => {
      const reference = await orderIn('fr-CA');
      const email = await inbox.waitFor(() => inbox.received.find((mail) => mail.subject.includes(reference)));
      expect(email.subject).toBe(`Votre commande ${reference} est confirmée`);
      const { text, html } = expectBothParts(email, 'fr-CA');
      expect(text).toContain('Numéro de confirmation');
      expect(text).toContain('10 jours ouvrables');
      expect(html).toContain('Numéro de confirmation');
    });
  });

  describe('a password-reset link arrives in the member’s language', () => {
    const requestReset = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/program/demo/forgot-password', payload: { user_account: 'northshore' } });
    const resets = () => inbox.to('mei.okafor@example.com').filter((mail) => mail.parts.get('text/plain')?.includes('/reset-password?token='));

    /** The member's preferred language set, a reset asked for, and the link that arrives (the n-th so far). */
    async function resetIn(locale: 'en-CA' | 'fr-CA', nth: number): Promise<{ email: ReceivedEmail; text: string; html: string }> {
      await t.db.pool.query('UPDATE member SET preferred_language = $1 WHERE user_account = $2', [locale, 'northshore']);
      expect((await requestReset()).statusCode).toBe(202);
      const email = await inbox.waitFor(() => resets()[nth]);
      return { email, ...expectBothParts(email, locale) };
    }
    const link = (label: string) => new RegExp(`<a href="[^"]*/reset-password\\?token=[A-Za-z0-9_-]{43}">${label}</a>`);

    it('in en-CA, then in fr-CA once the member prefers French', async () => {
      const english = await resetIn('en-CA', 0);
      expect(english.email.subject).toBe('Reset your password');
      expect(english.text).toContain('This link works for 30 minutes and only once.');
      expect(english.html).toMatch(link('Choose a new password'));

      const french = await resetIn('fr-CA', 1);
      expect(french.email.subject).toBe('Réinitialisez votre mot de passe');
      expect(french.text).toContain('Ce lien est valide pendant 30\u00a0minutes et ne peut servir qu’une fois.');
      expect(french.html).toMatch(link('Choisir un nouveau mot de passe'));
      expect(english.email.messageId).not.toBe(french.email.messageId);
    });
  });

  describe('a refused delivery', () => {
    async function queue(recipients: readonly string[]): Promise<void> {
      const client = await t.db.pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ id: number }>("SELECT id FROM programme WHERE slug = 'demo'");
        for (const to of recipients) {
          await enqueueMail(client, {
            programmeId: rows[0]!.id,
            memberId: null,
            kind: 'order_confirmation',
            locale: 'en-CA',
            to,
            subject: `A message to ${to}`,
            text: `Hello ${to}`,
            html: `<!doctype html><html lang="en-CA"><body><p>Hello ${to}</p></body></html>`,
            orderId: null,
          });
        }
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }

    it('is tried again after waits that double, without holding back or resending the rest of its batch', async () => {
      inbox.refuse('busy@example.com', 2);
      await queue(['first@example.com', 'busy@example.com', 'last@example.com']);
      const busy = await inbox.waitFor(() => inbox.to('busy@example.com')[0]);
      const refusals = inbox.refusals.filter((refusal) => refusal.recipient === 'busy@example.com').map((refusal) => refusal.at);
      expect(refusals).toHaveLength(2);
      const firstWait = refusals[1]! - refusals[0]!;
      const secondWait = busy.receivedAt - refusals[1]!;
      expect(firstWait).toBeGreaterThanOrEqual(RETRY.baseDelayMs);
      expect(secondWait).toBeGreaterThanOrEqual(2 * RETRY.baseDelayMs);
      expect(secondWait).toBeGreaterThan(firstWait);
      // The rest of the batch went at once, before the refused message's first retry.
      for (const to of ['first@example.com', 'last@example.com']) {
        const [sent, ...again] = inbox.to(to);
        expect(again).toEqual([]);
        expect(sent!.receivedAt).toBeLessThan(refusals[1]!);
      }
      // The inbox has the message a moment before the dispatcher records it as sent.
      const rows = await vi.waitFor(async () => {
        const { rows } = await t.db.pool.query(
          "SELECT to_address, attempts, sent_at IS NOT NULL AS sent, last_error FROM email_outbox WHERE to_address LIKE '%@example.com' AND subject LIKE 'A message to %' ORDER BY id",
        );
        expect(rows.every((row) => row.sent)).toBe(true);
        return rows;
      }, { timeout: 5_000 });
      expect(rows).toMatchObject([
        { to_address: 'first@example.com', attempts: 1, sent: true, last_error: null },
        { to_address: 'busy@example.com', attempts: 3, sent: true, last_error: expect.stringContaining('451') },
        { to_address: 'last@example.com', attempts: 1, sent: true, last_error: null },
      ]);
    });

    it('for good (550, no such mailbox) is tried once and kept unsent for a person, while the rest of its batch goes', async () => {
      inbox.refuseForGood('gone@example.com');
      await queue(['before-gone@example.com', 'gone@example.com', 'after-gone@example.com']);
      await inbox.waitFor(() => inbox.to('after-gone@example.com')[0]);
      // Longer than the first two waits of a temporary refusal: a retry would have come by now.
      await new Promise((resolve) => setTimeout(resolve, 4 * RETRY.baseDelayMs));
      expect(inbox.refusals.filter((refusal) => refusal.recipient === 'gone@example.com')).toHaveLength(1);
      expect(inbox.to('gone@example.com')).toEqual([]);
      const { rows } = await t.db.pool.query(
        `SELECT to_address, attempts, sent_at IS NOT NULL AS sent, next_attempt_at = 'infinity' AS never_due, last_error
           FROM email_outbox WHERE to_address IN ('before-gone@example.com', 'gone@example.com', 'after-gone@example.com') ORDER BY id`,
      );
      expect(rows).toMatchObject([
        { to_address: 'before-gone@example.com', attempts: 1, sent: true },
        { to_address: 'gone@example.com', attempts: 1, sent: false, never_due: true, last_error: expect.stringContaining('550') },
        { to_address: 'after-gone@example.com', attempts: 1, sent: true },
      ]);
    });

    it('and three nodes sharing the outbox send each of 40 messages exactly once', async () => {
      const recipients = Array.from({ length: 40 }, (_, index) => `shared-${index}@example.com`);
      inbox.refuse('shared-7@example.com', 1);
      const nodes = [0, 1].map(() => new MailDispatcher(t.db.pool, new SmtpMailTransport({ url: inbox.url, from: FROM }), { intervalMs: 0, retry: RETRY }));
      await queue(recipients);
      // Two more nodes flush alongside the app's own dispatcher, again after the refused message's wait.
      await Promise.all(nodes.map((node) => node.flush()));
      await new Promise((resolve) => setTimeout(resolve, RETRY.baseDelayMs));
      await Promise.all(nodes.map((node) => node.flush()));
      await inbox.waitFor(() => recipients.every((to) => inbox.to(to).length > 0));
      await new Promise((resolve) => setTimeout(resolve, 3 * RETRY.baseDelayMs));
      await Promise.all(nodes.map((node) => node.stop()));
      const shared = inbox.received.filter((email) => email.recipients[0]!.startsWith('shared-'));
      expect(shared).toHaveLength(40);
      expect(new Set(shared.map((email) => email.messageId)).size).toBe(40);
      expect(new Set(shared.map((email) => email.recipients[0])).size).toBe(40);
      expect(inbox.refusals.filter((refusal) => refusal.recipient === 'shared-7@example.com')).toHaveLength(1);
    });
  });

  it('every message arrives once: one Message-ID, named after its outbox row, per email received', () => {
    const ids = inbox.received.map((email) => email.messageId);
    expect(ids.every((id) => /^<outbox-\d+@bank\.example>$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
