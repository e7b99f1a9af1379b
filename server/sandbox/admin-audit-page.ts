import type { AuditEntryKind } from '@rewards-storefront/domain/session/audit-entry-kind';
import type { AuditEntryRow } from '../admin/audit-log-repository';
import { escapeHtml, formatSandboxTime, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

const TEXT = {
  en: {
    bank: 'Demo Bank · Support console',
    title: 'Audit log · Support console (sandbox)',
    heading: 'Audit log',
    intro: (count: number) =>
      `What admins did while logged in as a member, newest first (the last ${count} entries). Entries cannot be changed or deleted.`,
    back: 'Back to the members',
    empty: 'No admin has logged in as a member yet.',
    caption: 'Admin actions in login-as mode',
    columns: { when: 'When', admin: 'Admin', member: 'Member', what: 'What', request: 'Request', result: 'Answer' },
    levels: { write: 'write access', read: 'read-only' },
    kinds: {
      opened: 'Opened the store as the member',
      viewed: 'Viewed',
      changed: 'Changed',
      refused: 'Refused',
      failed: 'Failed',
      returned: 'Returned to the console',
    } satisfies Record<AuditEntryKind, string>,
  },
  fr: {
    bank: 'Banque Démo · Console de soutien',
    title: 'Journal d’audit · Console de soutien (bac à sable)',
    heading: 'Journal d’audit',
    intro: (count: number) =>
      `Ce que les administrateurs ont fait en étant connectés au nom d’un membre, du plus récent au plus ancien (les ${count} dernières entrées). Les entrées ne peuvent être ni modifiées ni supprimées.`,
    back: 'Retour aux membres',
    empty: 'Aucun administrateur ne s’est encore connecté au nom d’un membre.',
    caption: 'Actions des administrateurs connectés au nom d’un membre',
    columns: { when: 'Date et heure', admin: 'Administrateur', member: 'Membre', what: 'Action', request: 'Requête', result: 'Réponse' },
    levels: { write: 'accès en écriture', read: 'lecture seule' },
    kinds: {
      opened: 'A ouvert la boutique au nom du membre',
      viewed: 'Consultation',
      changed: 'Modification',
      refused: 'Refusé',
      failed: 'Échec',
      returned: 'Retour à la console',
    } satisfies Record<AuditEntryKind, string>,
  },
} as const;

/** /sandbox/admin/audit: the audit log of login-as mode, for admins and auditors of the console. */
export function adminAuditPage(input: { lang: SandboxLanguage; entries: readonly AuditEntryRow[]; limit: number }): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const rows = input.entries
    .map(
      (entry) => `      <tr>
        <td>${escapeHtml(formatSandboxTime(entry.recordedAt, input.lang))}</td>
        <td>${escapeHtml(entry.adminName)} (${escapeHtml(entry.adminAccount)}, ${escapeHtml(t.levels[entry.accessLevel])})</td>
        <td>${escapeHtml(entry.memberName)} (${escapeHtml(entry.memberAccount)})</td>
        <th scope="row">${escapeHtml(t.kinds[entry.kind])}</th>
        <td><code>${escapeHtml(entry.method)} ${escapeHtml(entry.route)}</code></td>
        <td>${entry.statusCode}</td>
      </tr>`,
    )
    .join('\n');
  const table =
    input.entries.length === 0
      ? `  <p>${escapeHtml(t.empty)}</p>`
      : `  <table>
    <caption>${escapeHtml(t.caption)}</caption>
    <thead>
      <tr><th scope="col">${escapeHtml(t.columns.when)}</th><th scope="col">${escapeHtml(t.columns.admin)}</th><th scope="col">${escapeHtml(t.columns.member)}</th><th scope="col">${escapeHtml(t.columns.what)}</th><th scope="col">${escapeHtml(t.columns.request)}</th><th scope="col">${escapeHtml(t.columns.result)}</th></tr>
    </thead>
    <tbody>
${rows}
    </tbody>
  </table>`;
  const main = `  <h1>${escapeHtml(t.heading)}</h1>
  <p>${escapeHtml(t.intro(input.limit))}</p>
  <p><a href="${escapeHtml(sandboxHref('/sandbox/admin', input.lang))}">${escapeHtml(t.back)}</a></p>
${table}`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/admin/audit', other),
    main,
    wide: true,
  });
}
