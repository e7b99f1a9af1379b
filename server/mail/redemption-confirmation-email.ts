import { NO_BREAK_SPACE } from '@rewards-storefront/domain/format/no-break-space';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { escapeXml as escapeHtml } from '../media/svg-text';

/** What a redemption confirmation tells (every redemption kind but checkout orders). */
export interface RedemptionConfirmation {
  locale: Locale;
  firstName: string;
  referenceIdentifier: string;
  /** What was redeemed, in the member's language. */
  title: string;
  /** Facts after the confirmation number: label and value, already formatted. */
  facts: ReadonlyArray<readonly [string, string]>;
  /** When what was redeemed arrives (spec §9), if the kind says. */
  expectation: string | null;
}

const TEXT = {
  'en-CA': {
    subject: (ref: string) => `Your redemption ${ref} is confirmed`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (title: string) => `Thank you for redeeming your points: ${title}.`,
    number: 'Confirmation number',
    final: 'This redemption is final and cannot be cancelled.',
    signature: 'Demo Bank Rewards',
    colon: ': ',
  },
  'fr-CA': {
    subject: (ref: string) => `Votre échange ${ref} est confirmé`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (title: string) => `Merci d’avoir échangé vos points${NO_BREAK_SPACE}: ${title}.`,
    number: 'Numéro de confirmation',
    final: 'Cet échange est définitif et ne peut pas être annulé.',
    signature: 'Récompenses Banque Démo',
    colon: `${NO_BREAK_SPACE}: `,
  },
} as const;

/**
 * The confirmation email of a redemption in the member's language: the
 * confirmation number, what was redeemed, the points and what they became,
 * when it arrives, and that it is final (spec §4: only merchandise and gift
 * cards can be cancelled).
 */
export function renderRedemptionConfirmation(mail: RedemptionConfirmation): { subject: string; text: string; html: string } {
  const t = TEXT[mail.locale];
  const facts: Array<readonly [string, string]> = [[t.number, mail.referenceIdentifier], ...mail.facts];
  const text = [
    t.hello(mail.firstName),
    '',
    t.thanks(mail.title),
    '',
    ...facts.map(([label, value]) => `${label}${t.colon}${value}`),
    ...(mail.expectation ? ['', mail.expectation] : []),
    '',
    t.final,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${mail.locale}"><body>
<p>${escapeHtml(t.hello(mail.firstName))}</p>
<p>${escapeHtml(t.thanks(mail.title))}</p>
<table>${facts.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${mail.expectation ? `<p>${escapeHtml(mail.expectation)}</p>` : ''}
<p>${escapeHtml(t.final)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject(mail.referenceIdentifier), text, html };
}
