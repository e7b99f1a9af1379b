import { formatLongDate } from '@rewards-storefront/domain/format/format-date';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { NO_BREAK_SPACE } from '@rewards-storefront/domain/format/no-break-space';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { escapeXml as escapeHtml } from '../media/svg-text';

/** What the pay-back reminder tells (issue 26). */
export interface PayBackReminderMail {
  locale: Locale;
  firstName: string;
  description: string;
  amountCents: number;
  postedAt: Date;
  deadline: Date;
  daysLeft: number;
  /** The store's Pay with Rewards page in the member's language (PUBLIC_STORE_URL); null: the email says where to go in words. */
  link: string | null;
}

/** The programme's calendar: the dates a Canadian member reads. */
const TIME_ZONE = 'America/Toronto';

const TEXT = {
  'en-CA': {
    subject: (what: string, until: string) => `Pay back ${what} with points by ${until}`,
    hello: (name: string) => `Hello ${name},`,
    body: (what: string, amount: string, posted: string, until: string, days: number) =>
      `Your purchase ${what} of ${amount}, posted on ${posted}, can be paid back with points until ${until}: ${days === 1 ? '1 day' : `${days} days`} left.`,
    how: 'Sign in to the rewards store and open Pay with Rewards.',
    open: 'Pay it back with points:',
    why: 'You get this reminder because you asked for it. You can turn it off in your profile.',
    signature: 'Demo Bank Rewards',
  },
  'fr-CA': {
    subject: (what: string, until: string) => `Remboursez ${what} avec vos points d’ici le ${until}`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (what: string, amount: string, posted: string, until: string, days: number) =>
      `Votre achat ${what} de ${amount}, porté au compte le ${posted}, peut être remboursé avec vos points jusqu’au ${until}${NO_BREAK_SPACE}: ${
        days === 1 ? `1${NO_BREAK_SPACE}jour` : `${days}${NO_BREAK_SPACE}jours`
      } restant${days === 1 ? '' : 's'}.`,
    how: 'Connectez-vous à la boutique de récompenses et ouvrez Payer avec des récompenses.',
    open: `Remboursez-le avec vos points${NO_BREAK_SPACE}:`,
    why: 'Vous recevez ce rappel parce que vous l’avez demandé. Vous pouvez le désactiver dans votre profil.',
    signature: 'Récompenses Banque Démo',
  },
} as const;

/** The reminder that a purchase's Pay with Rewards window closes soon, in the member's language, as text and HTML. */
export function renderPayBackReminder(mail: PayBackReminderMail): { subject: string; text: string; html: string } {
  const t = TEXT[mail.locale];
  const until = formatLongDate(mail.deadline, mail.locale, TIME_ZONE);
  const body = t.body(mail.description, formatMoney(mail.amountCents, mail.locale), formatLongDate(mail.postedAt, mail.locale, TIME_ZONE), until, mail.daysLeft);
  const before = [t.hello(mail.firstName), body];
  const after = [t.why, t.signature];
  const how = mail.link === null ? t.how : `${t.open} ${mail.link}`;
  const howHtml =
    mail.link === null ? escapeHtml(t.how) : `${escapeHtml(t.open)} <a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a>`;
  return {
    subject: t.subject(mail.description, until),
    text: [...before, how, ...after].join('\n\n'),
    html: `<!doctype html><html lang="${mail.locale}"><body>
${[...before.map((paragraph) => escapeHtml(paragraph)), howHtml, ...after.map((paragraph) => escapeHtml(paragraph))].map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</body></html>`,
  };
}
