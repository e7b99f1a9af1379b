import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SandboxAddressVerifier } from '../../server/address-book/address-verifier';
import type { AppConfig } from '../../server/app';
import { EXTERNAL_URL_KEYS, type ExternalUrlKey } from '../../server/content/external-urls';
import type { MailTransport } from '../../server/mail/mail-transport';
import type { PaymentProcessor } from '../../server/payment/payment-processor';
import { startServerProcess } from './support/race';
import { createTestDatabase } from './support/test-database';
import { bearer, createTestApp, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { postForm } from './support/post-form';

/** A bank's own mail service, as far as this test cares: it takes the mail. */
const bankMail: MailTransport = { deliver: async () => undefined };

/** A bank's own processor, as far as this test cares: the deployment chose it (no checkout runs here). */
const bankProcessor: PaymentProcessor = {
  name: 'bank',
  authorize: async () => {
    throw new Error('no card is charged in this test');
  },
  capture: async () => undefined,
  voidAuthorization: async () => undefined,
  refund: async () => {
    throw new Error('no card is refunded in this test');
  },
};

const BANK_ADDRESSES = Object.fromEntries(
  EXTERNAL_URL_KEYS.map((key) => [key, `https://www.bank.example/{lang}/${key.replaceAll('_', '-')}`]),
) as Record<ExternalUrlKey, string>;

/** A deployment with the sandbox off and every address and adapter its own. */
const BANK_DEPLOYMENT: Partial<AppConfig> = {
  sandbox: false,
  externalUrlOverrides: BANK_ADDRESSES,
  adminConsoleUrl: 'https://support.bank.example/console',
  travelPartnerUrl: 'https://travel.example/sso',
  vacationSiteUrl: 'https://vacations.example/{lang}/sso',
  // Stand-ins for the bank's processor and verifier: what matters here is that the deployment chose them.
  paymentProcessor: bankProcessor,
  addressVerifier: new SandboxAddressVerifier(),
  mailTransport: bankMail,
};

describe('the sandbox can be switched off (issue 22, 11)', () => {
  const t = useTestApp({ config: BANK_DEPLOYMENT });

  it('off, no sandbox page exists: the mailbox of everyone’s mail, the support console, online banking, the partners', async () => {
    for (const url of [
      '/sandbox/mailbox',
      '/sandbox/mailbox/1',
      '/sandbox/admin',
      '/sandbox/admin/audit',
      '/sandbox/online-banking',
      '/sandbox/programme-home',
      '/sandbox/travel-partner/authenticate',
      '/sandbox/vacations/en',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<html');
    }
    const signIn = await postForm(t.app, '/sandbox/admin/sign-in', 'username=admin&password=Rewards%232026');
    expect(signIn.statusCode).toBe(404);
    // Nor the console's hold on a card (the bank's card system is the bank's).
    const hold = await postForm(t.app, '/sandbox/admin/card-status', 'reference=ACC-1001&action=hold&csrf=x');
    expect(hold.statusCode).toBe(404);
    const drill = await postForm(t.app, '/sandbox/admin/sign-in-drill', 'address=127.0.0.1&seconds=60&action=start&csrf=x');
    expect(drill.statusCode).toBe(404);
  });

  it('off, the store is sent to the bank’s addresses and partners, never to a sandbox page', async () => {
    const content = await t.app.inject({ url: '/api/v1/guest/program/demo/cms/config?locale=fr-CA' });
    expect(content.statusCode, content.body).toBe(200);
    // The addresses are settings; footer and menu links are the programme's CMS content, which a bank edits (not seeded).
    const externalUrls = content.json().data.external_urls;
    expect(JSON.stringify(externalUrls)).not.toContain('/sandbox');
    expect(externalUrls.programme_home).toBe('https://www.bank.example/fr/programme-home');
    const token = await login(t.app, 'elite');
    const { rows } = await t.db.pool.query<{ id: number }>(
      `SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id AND am.is_primary
         JOIN member m ON m.id = am.member_id WHERE m.user_account = 'elite' AND a.status = 'ACTIVE' ORDER BY a.id LIMIT 1`,
    );
    const travel = await t.app.inject({ url: `/api/v1/member/account/${rows[0]!.id}/jwt`, headers: bearer(token) });
    expect(travel.statusCode, travel.body).toBe(200);
    expect(travel.json().data).toMatchObject({
      travel_url: 'https://travel.example/sso',
      vacation_urls: { 'en-CA': 'https://vacations.example/en/sso', 'fr-CA': 'https://vacations.example/fr/sso' },
    });
  });

  it('off with nothing configured, the app refuses to start, naming every setting still on the sandbox', async () => {
    await expect(createTestApp({ config: { sandbox: false } })).rejects.toThrow(
      /SANDBOX is off, but these still point at the sandbox: EXTERNAL_PROGRAMME_HOME_URL, .*EXTERNAL_SIGN_OUT_CAV_URL, ADMIN_CONSOLE_URL, TRAVEL_PARTNER_URL, VACATION_SITE_URL, paymentProcessor, mailTransport, addressVerifier\./,
    );
    const { mailTransport: _mail, ...withoutMail } = BANK_DEPLOYMENT;
    await expect(createTestApp({ config: { ...withoutMail, externalUrlOverrides: { ...BANK_ADDRESSES, enrol: '' } } })).rejects.toThrow(
      /still point at the sandbox: EXTERNAL_ENROL_URL, mailTransport\./,
    );
  });

  it('the reference server started with SANDBOX=off refuses to start: its processor, mail and addresses are the sandbox’s', async () => {
    const db = await createTestDatabase();
    try {
      const start = startServerProcess({
        databaseUrl: db.url,
        tokenSecret: randomBytes(32).toString('hex'),
        env: { SANDBOX: 'off', SEED_DEMO_DATA: 'false', TRAVEL_PARTNER_URL: 'https://travel.example/sso' },
        startTimeoutMs: 60_000,
      });
      await expect(start).rejects.toThrow(/could not start: SANDBOX is off, but these still point at the sandbox: EXTERNAL_PROGRAMME_HOME_URL/);
      await expect(start).rejects.toThrow(/VACATION_SITE_URL, paymentProcessor, mailTransport, addressVerifier/);
      // The travel partner was set: it is not named among what still points at the sandbox.
      await expect(start).rejects.not.toThrow(/still point at the sandbox: [^.]*TRAVEL_PARTNER_URL/);
    } finally {
      await db.drop();
    }
  }, 90_000);
});
