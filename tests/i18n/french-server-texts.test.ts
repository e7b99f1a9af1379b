import { frenchTypographyBreaches } from '@rewards-storefront/domain/locale/french-typography';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as content from '../../server/database/seed/demo-content';
import { buildDemoCatalogue } from '../../server/database/seed/demo-catalogue';
import * as wordLists from '../../server/database/seed/catalogue-word-lists';
import { DEMO_HISTORICAL_ORDERS } from '../../server/database/seed/demo-historical-orders';
import { DEMO_REGISTRATION_FIELDS, DEMO_TERMS } from '../../server/database/seed/demo-identity';
import { DEMO_CARD_PRODUCTS } from '../../server/database/seed/demo-members';
import { DEMO_EXTERNAL_GROUPS } from '../../server/database/seed/demo-redemptions';
import { renderOrderConfirmation } from '../../server/mail/order-confirmation-email';
import { renderRedemptionConfirmation } from '../../server/mail/redemption-confirmation-email';
import * as identityEmails from '../../server/registration/identity-emails';
import { IDENTITY_MESSAGES } from '../../server/registration/identity-messages';
import { ACTION_LABELS, CSV_HEADERS, STATUS_LABELS, transactionDescription } from '../../server/transactions/transaction-texts';
import { PDF_TEXTS, REASON_WORDS } from '../../server/statement/statement-texts';
import { statementCsv } from '@rewards-storefront/domain/points/statement-csv';
import { transactionsCsv } from '../../server/transactions/transactions-csv';

/** Each breach as "where: rule at index, «…text around it…»", so a failure names the text to fix. */
function breachesOf(where: string, text: string): string[] {
  return frenchTypographyBreaches(text).map(
    ({ index, rule }) => `${where}: ${rule} at ${index}, «${text.slice(Math.max(0, index - 20), index + 10)}»`,
  );
}

/**
 * The French texts of seed data: the second of each [English, French] pair
 * and every value named …Fr, anywhere in the value; links and patterns are
 * not prose.
 */
const NOT_PROSE_KEYS = new Set(['url', 'regex']);

function frenchTexts(value: unknown, where: string): [string, string][] {
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return [[`${where}[1]`, value[1]]];
    return value.flatMap((item, index) => frenchTexts(item, `${where}[${index}]`));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    NOT_PROSE_KEYS.has(key)
      ? []
      : typeof item === 'string' ? (/Fr$/.test(key) ? [[`${where}.${key}`, item] as [string, string]] : []) : frenchTexts(item, `${where}.${key}`),
  );
}

const sampleOrder = {
  locale: 'fr-CA' as const,
  firstName: 'Marie',
  referenceIdentifier: 'ORD-1001',
  orderedAt: new Date('2026-11-26T19:30:00Z'),
  items: [
    { name: 'Écouteurs sans fil', quantity: 1, points: 25_000, productType: 'merchandise', charities: [] },
    { name: 'Carte-cadeau Café, 50\u00a0$', quantity: 2, points: 5_000, productType: 'egiftcard', charities: [] },
    { name: 'Don partagé', quantity: 1, points: 12_500, productType: 'charitable_donation', charities: [{ name: 'Banque alimentaire', points: 12_500 }] },
  ],
  pointsUsed: 1_234_567,
  cashCents: 123_456,
  recipientEmail: 'marie@example.ca',
};

/** Every e-mail the server sends a French-speaking member, rendered with demo-like data. */
function frenchEmails(): [string, { subject: string; text: string; html: string }][] {
  const link = 'https://rewards.example.ca/fr/confirm?token=abc:def';
  return [
    ['order confirmation', renderOrderConfirmation(sampleOrder)],
    [
      'redemption confirmation',
      renderRedemptionConfirmation({
        locale: 'fr-CA',
        firstName: 'Marie',
        referenceIdentifier: 'RED-2002',
        title: 'Crédit au relevé\u00a0: 50,00\u00a0$',
        facts: [
          ['Points utilisés', '5\u00a0000\u00a0pts'],
          ['Montant', '50,00\u00a0$'],
          ['Compte', '••••1234'],
        ],
        expectation: 'Les milles arrivent dans votre compte de fidélité dans un délai de 1 à 2 semaines.',
      }),
    ],
    ['email verification', identityEmails.renderEmailVerification({ locale: 'fr-CA', firstName: 'Marie', link })],
    ['password reset', identityEmails.renderPasswordReset({ locale: 'fr-CA', firstName: 'Marie', link, minutes: 60 })],
    [
      'password reset unavailable',
      identityEmails.renderPasswordResetUnavailable({ locale: 'fr-CA', firstName: 'Marie', onlineBankingUrl: 'https://bank.example.ca/fr' }),
    ],
    ['password changed', identityEmails.renderPasswordChanged({ locale: 'fr-CA', firstName: 'Marie' })],
    ['email change verification', identityEmails.renderEmailChangeVerification({ locale: 'fr-CA', firstName: 'Marie', link })],
    ['email change notice', identityEmails.renderEmailChangeNotice({ locale: 'fr-CA', firstName: 'Marie', newEmail: 'marie.l@example.ca' })],
  ];
}

/** The French-looking string literals of the server's sources (texts built inside functions, sandbox pages). */
function frenchLiterals(folder: string): [string, string][] {
  const literal = /'(?:[^'\\\n]|\\.)*'|`(?:[^`\\<\n]|\\.)*`/g;
  const french = /[àâçéèêîôûœ]|\b(?:le|les|des|votre|vous|est|pour|avec|une)\b/i;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /(?<!\.test)\.ts$/.test(name) ? [path] : [];
    });
  return files(folder).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(literal)]
      .map((match) => match[0].slice(1, -1))
      .filter((text) => french.test(text))
      .map((text) => [
        path,
        text
          .replace(/\\u00a0/gi, '\u00a0')
          .replace(/\\u202f/gi, '\u202f')
          .replace(/\$\{(?:NBSP|NO_BREAK_SPACE)\}/g, '\u00a0')
          .replace(/\$\{[^}]*\}/g, '{{value}}'),
      ] as [string, string]);
  });
}

describe('French typography (OQLF) of what the server writes', () => {
  it.each(frenchEmails())('holds in the French %s e-mail: subject, text and HTML', (_name, mail) => {
    expect(mail.html).toContain('lang="fr-CA"');
    expect([...breachesOf('subject', mail.subject), ...breachesOf('text', mail.text), ...breachesOf('html', mail.html)]).toEqual([]);
  });

  it('writes the order e-mail’s delivery day as 26 novembre 2026 and its facts with a no-break space before the colon', () => {
    const { text } = renderOrderConfirmation(sampleOrder);
    expect(text).toContain('Montant payé\u00a0: 1\u00a0234,56\u00a0$');
    expect(text).toContain('(d’ici le 10\u00a0décembre\u00a02026).');
    expect(renderOrderConfirmation({ ...sampleOrder, locale: 'en-CA' }).text).toContain('Cash paid: $1,234.56');
  });

  it('holds in the refusal messages, transaction texts and CSV headers', () => {
    const french = IDENTITY_MESSAGES['fr-CA'];
    const texts: [string, string][] = [
      ...Object.entries(french).map(([key, text]) => [key, typeof text === 'string' ? text : text('Courriel')] as [string, string]),
      ...Object.entries(ACTION_LABELS['fr-CA']),
      ...Object.entries(STATUS_LABELS['fr-CA']),
      ...CSV_HEADERS['fr-CA'].map((header, index) => [`csv header ${index}`, header] as [string, string]),
      [
        'refund description',
        transactionDescription(
          { sourceType: 'redemption_order', reference: 'ORD-1', action: 'refund', relatedEn: null, relatedFr: null, descriptionEn: null, descriptionFr: null },
          'fr-CA',
        ),
      ],
      ['csv', transactionsCsv([], 'fr-CA')],
      ...Object.entries(REASON_WORDS['fr-CA']).map(([key, text]) => [`statement reason ${key}`, text] as [string, string]),
      ...Object.entries(PDF_TEXTS['fr-CA']).flatMap(([key, text]) =>
        (typeof text === 'string' ? [text] : [...text]).map((part) => [`statement pdf ${key}`, part] as [string, string]),
      ),
      ['statement csv', statementCsv([{ postingDate: new Date(0), description: 'x', points: 1, status: 'pending', runningBalance: null }], 'fr-CA')],
    ];
    expect(texts.flatMap(([where, text]) => breachesOf(where, text))).toEqual([]);
  });

  it('holds in the French seed content: pages, menus, cards, catalogue, redemptions, registration', () => {
    const seeds: Record<string, unknown> = {
      ...content,
      ...wordLists,
      DEMO_HISTORICAL_ORDERS,
      DEMO_REGISTRATION_FIELDS,
      DEMO_TERMS,
      DEMO_CARD_PRODUCTS,
      DEMO_EXTERNAL_GROUPS,
      catalogue: buildDemoCatalogue(new Date('2026-11-26T12:00:00Z')),
    };
    const texts = Object.entries(seeds).flatMap(([name, value]) => frenchTexts(value, name));
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.flatMap(([where, text]) => breachesOf(where, text))).toEqual([]);
  });

  it('holds in the French texts written in the server’s sources (sandbox pages, services, seeds)', () => {
    const texts = frenchLiterals('server');
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.flatMap(([where, text]) => breachesOf(where, text))).toEqual([]);
  });
});
