import type { MailboxMessageRow } from './mailbox-repository';
import { escapeHtml, formatSandboxTime, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

const TEXT = {
  en: {
    bank: 'Demo Bank',
    title: 'Sandbox mailbox',
    intro:
      'Every email the server sent (order confirmations and others), newest first. The reference deployment delivers mail here instead of to real inboxes.',
    empty: 'No email has been sent yet.',
    caption: 'Emails',
    received: 'Received',
    to: 'To',
    subject: 'Subject',
    language: 'Language',
    back: 'Back to the mailbox',
    notFound: 'There is no such email.',
  },
  fr: {
    bank: 'Banque Démo',
    title: 'Boîte aux lettres (bac à sable)',
    intro:
      'Tous les courriels envoyés par le serveur (confirmations de commande et autres), du plus récent au plus ancien. Le déploiement de référence les livre ici plutôt que dans de vraies boîtes.',
    empty: 'Aucun courriel n’a encore été envoyé.',
    caption: 'Courriels',
    received: 'Reçu',
    to: 'À',
    subject: 'Objet',
    language: 'Langue',
    back: 'Retour à la boîte aux lettres',
    notFound: 'Ce courriel n’existe pas.',
  },
} as const;

/** /sandbox/mailbox: the list of sent emails. */
export function mailboxPage(input: { lang: SandboxLanguage; messages: readonly MailboxMessageRow[] }): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const rows = input.messages
    .map(
      (message) => `    <tr>
      <td>${escapeHtml(formatSandboxTime(message.receivedAt, input.lang))}</td>
      <td>${escapeHtml(message.toAddress)}</td>
      <td><a href="${escapeHtml(sandboxHref(`/sandbox/mailbox/${message.id}`, input.lang))}">${escapeHtml(message.subject)}</a></td>
      <td>${escapeHtml(message.locale)}</td>
    </tr>`,
    )
    .join('\n');
  const main = `  <h1>${escapeHtml(t.title)}</h1>
  <p class="note">${escapeHtml(t.intro)}</p>
${
  input.messages.length === 0
    ? `  <p>${escapeHtml(t.empty)}</p>`
    : `  <table>
    <caption>${escapeHtml(t.caption)}</caption>
    <thead><tr><th scope="col">${escapeHtml(t.received)}</th><th scope="col">${escapeHtml(t.to)}</th><th scope="col">${escapeHtml(t.subject)}</th><th scope="col">${escapeHtml(t.language)}</th></tr></thead>
    <tbody>
${rows}
    </tbody>
  </table>`
}`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/mailbox', other),
    main,
    wide: true,
  });
}

/** /sandbox/mailbox/:id: one email, as text. */
export function mailboxMessagePage(input: { lang: SandboxLanguage; id: number; message: MailboxMessageRow | null }): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const back = `<p><a href="${escapeHtml(sandboxHref('/sandbox/mailbox', input.lang))}">${escapeHtml(t.back)}</a></p>`;
  const message = input.message;
  const main = message
    ? `  <h1>${escapeHtml(message.subject)}</h1>
  <dl>
    <dt>${escapeHtml(t.to)}</dt><dd>${escapeHtml(message.toAddress)}</dd>
    <dt>${escapeHtml(t.received)}</dt><dd>${escapeHtml(formatSandboxTime(message.receivedAt, input.lang))}</dd>
    <dt>${escapeHtml(t.language)}</dt><dd>${escapeHtml(message.locale)}</dd>
  </dl>
  <pre class="message" lang="${escapeHtml(message.locale)}">${escapeHtml(message.textBody)}</pre>
  ${back}`
    : `  <h1>${escapeHtml(t.notFound)}</h1>
  ${back}`;
  return sandboxDocument({
    lang: input.lang,
    title: message ? message.subject : t.notFound,
    brand: t.bank,
    otherLanguageHref: sandboxHref(`/sandbox/mailbox/${input.id}`, other),
    main,
    wide: true,
  });
}
