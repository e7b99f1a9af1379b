import { SIGN_IN_PAUSE_MINUTES as PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { accountTypeOf } from '@rewards-storefront/domain/account/account-type';
import type { ConsoleCardRow, ConsoleMemberRow } from '../admin/admin-repository';
import { escapeHtml, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

export type ConsoleNotice =
  | 'invalid'
  | 'missing'
  | 'throttled'
  | 'busy'
  | 'expired'
  | 'signed-out'
  | 'no-member'
  | 'card-held'
  | 'card-released'
  | 'no-card'
  | 'read-only'
  | 'drill-started'
  | 'drill-ended'
  | 'drill-invalid';

/** Notices that report what was done (a status), not what went wrong (an alert). */
const STATUS_NOTICES: readonly ConsoleNotice[] = ['signed-out', 'card-held', 'card-released', 'drill-started', 'drill-ended'];

const TEXT = {
  en: {
    bank: 'Demo Bank · Support console',
    title: 'Support console (sandbox)',
    signInHeading: 'Sign in to the support console',
    signInIntro: 'Support agents open the rewards store as a member to see what the member sees.',
    demoLogins: 'Demo logins: admin (write access), auditor (read access). Password: Rewards#2026.',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    notices: {
      invalid: 'The username or password is incorrect.',
      missing: 'Enter your username and password.',
      throttled: `For your security, sign-in is paused after several unsuccessful attempts. Please wait ${PAUSE_MINUTES} minutes, then try again.`,
      busy: 'Many sign-ins are being checked right now. Please try again in a few seconds.',
      expired: 'Your console session has ended. Please sign in again.',
      'signed-out': 'You have signed out of the support console.',
      'no-member': 'That member could not be found.',
      'card-held': 'The card is on hold: its member can no longer redeem with it.',
      'card-released': 'The card’s hold is released: its member can redeem with it again.',
      'no-card': 'That card could not be changed.',
      'read-only': 'Your access is read-only: nothing can be changed here.',
      'drill-started': 'Sign-ins from that address now wait, and are told the store is busy, until the drill ends.',
      'drill-ended': 'The drill has ended: sign-ins from that address are checked again.',
      'drill-invalid': 'Enter a client address (IPv4 or IPv6) and from 1 to 300 seconds.',
    },
    heading: 'Members',
    signedInAs: (name: string, level: string) => `Signed in as ${name} (${level}).`,
    levels: { write: 'write access', read: 'read-only access' },
    explainWrite: 'You can act for the member in the store: changes you make are recorded with your name.',
    explainRead: 'You can look at the store as the member sees it; every change will be refused.',
    howItWorks:
      'Each button opens the store in a new tab with a link that works once, for two minutes. Return to the console from the banner at the top of the store to end the session.',
    signOut: 'Sign out',
    auditLog: 'Audit log: what admins did as members',
    caption: 'Members of the programme',
    columns: { name: 'Name', login: 'Login', type: 'Account type', language: 'Language', status: 'Status', action: 'Action' },
    types: { personal: 'Personal', business: 'Business', commercial: 'Commercial', select: 'Select', cav: 'CAV' },
    languages: { 'en-CA': 'English', 'fr-CA': 'French' } as Record<string, string>,
    statuses: { active: 'Active', pending: 'Rules not accepted', noAccess: 'No online access' },
    open: (name: string) => `Open the store as ${name}`,
    newTab: '(opens in a new tab)',
    cardsHeading: 'Cards (the bank’s card system)',
    cardsIntro: 'A card put on hold here can no longer redeem points: the store refuses it from the next item added to a cart.',
    cardsCaption: 'Cards of the programme',
    cardColumns: { card: 'Card', number: 'Number', name: 'Name on card', status: 'Status', action: 'Action' },
    cardStatuses: { ACTIVE: 'Active', 'ON HOLD': 'On hold', CANCELED: 'Cancelled' } as Record<string, string>,
    hold: (reference: string) => `Put ${reference} on hold`,
    release: (reference: string) => `Release the hold on ${reference}`,
    readOnlyCards: 'Read-only access',
    drillHeading: 'Sign-in drill (this server only)',
    drillIntro:
      'Holds every sign-in place of one client address, as slow password checks would: a member signing in from it waits, then is told the store is busy. Other addresses are not affected.',
    drillAddress: 'Client address',
    drillSeconds: 'Seconds (1-300)',
    drillStart: 'Start the drill',
    drillEnd: 'End the drill',
  },
  fr: {
    bank: 'Banque Démo · Console de soutien',
    title: 'Console de soutien (bac à sable)',
    signInHeading: 'Connexion à la console de soutien',
    signInIntro: 'Les agents de soutien ouvrent la boutique de récompenses au nom d’un membre pour voir ce que le membre voit.',
    demoLogins: 'Comptes de démonstration\u00a0: admin (accès en écriture), auditor (accès en lecture). Mot de passe\u00a0: Rewards#2026.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    notices: {
      invalid: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
      missing: 'Entrez votre nom d’utilisateur et votre mot de passe.',
      throttled: `Pour votre sécurité, la connexion est suspendue après plusieurs tentatives infructueuses. Veuillez attendre ${PAUSE_MINUTES} minutes, puis réessayer.`,
      busy: 'De nombreuses connexions sont en cours de vérification. Veuillez réessayer dans quelques secondes.',
      expired: 'Votre session de console a pris fin. Veuillez vous reconnecter.',
      'signed-out': 'Vous vous êtes déconnecté de la console de soutien.',
      'no-member': 'Ce membre est introuvable.',
      'card-held': 'La carte est bloquée\u00a0: son membre ne peut plus échanger de points avec elle.',
      'card-released': 'Le blocage de la carte est levé\u00a0: son membre peut de nouveau échanger des points avec elle.',
      'no-card': 'Cette carte n’a pas pu être modifiée.',
      'read-only': 'Votre accès est en lecture seule\u00a0: rien ne peut être modifié ici.',
      'drill-started': 'Les connexions à partir de cette adresse attendent maintenant, puis sont informées que la boutique est occupée, jusqu’à la fin de l’exercice.',
      'drill-ended': 'L’exercice est terminé\u00a0: les connexions à partir de cette adresse sont de nouveau vérifiées.',
      'drill-invalid': 'Entrez une adresse client (IPv4 ou IPv6) et de 1 à 300 secondes.',
    },
    heading: 'Membres',
    signedInAs: (name: string, level: string) => `Connecté en tant que ${name} (${level}).`,
    levels: { write: 'accès en écriture', read: 'accès en lecture seule' },
    explainWrite: 'Vous pouvez agir au nom du membre dans la boutique\u00a0: vos modifications sont consignées à votre nom.',
    explainRead: 'Vous pouvez consulter la boutique telle que le membre la voit\u202f; toute modification sera refusée.',
    howItWorks:
      'Chaque bouton ouvre la boutique dans un nouvel onglet avec un lien utilisable une seule fois, pendant deux minutes. Revenez à la console à partir du bandeau en haut de la boutique pour mettre fin à la session.',
    signOut: 'Se déconnecter',
    auditLog: 'Journal d’audit\u00a0: ce que les administrateurs ont fait au nom des membres',
    caption: 'Membres du programme',
    columns: { name: 'Nom', login: 'Identifiant', type: 'Type de compte', language: 'Langue', status: 'État', action: 'Action' },
    types: { personal: 'Particulier', business: 'Affaires', commercial: 'Commercial', select: 'Sélect', cav: 'CAV' },
    languages: { 'en-CA': 'Anglais', 'fr-CA': 'Français' } as Record<string, string>,
    statuses: { active: 'Actif', pending: 'Règlement non accepté', noAccess: 'Aucun accès en ligne' },
    open: (name: string) => `Ouvrir la boutique au nom de ${name}`,
    newTab: '(s’ouvre dans un nouvel onglet)',
    cardsHeading: 'Cartes (système de cartes de la banque)',
    cardsIntro: 'Une carte bloquée ici ne peut plus échanger de points\u00a0: la boutique la refuse dès le prochain article ajouté à un panier.',
    cardsCaption: 'Cartes du programme',
    cardColumns: { card: 'Carte', number: 'Numéro', name: 'Nom sur la carte', status: 'État', action: 'Action' },
    cardStatuses: { ACTIVE: 'Active', 'ON HOLD': 'Bloquée', CANCELED: 'Annulée' } as Record<string, string>,
    hold: (reference: string) => `Bloquer ${reference}`,
    release: (reference: string) => `Lever le blocage de ${reference}`,
    readOnlyCards: 'Accès en lecture seule',
    drillHeading: 'Exercice de connexion (ce serveur seulement)',
    drillIntro:
      'Occupe toutes les places de connexion d’une adresse client, comme le feraient des vérifications de mot de passe lentes\u00a0: un membre qui se connecte à partir de cette adresse attend, puis est informé que la boutique est occupée. Les autres adresses ne sont pas touchées.',
    drillAddress: 'Adresse client',
    drillSeconds: 'Secondes (1 à 300)',
    drillStart: 'Commencer l’exercice',
    drillEnd: 'Terminer l’exercice',
  },
} as const;

function noticeBlock(lang: SandboxLanguage, notice: ConsoleNotice | undefined, id: string): string {
  if (!notice) return '';
  const text = escapeHtml(TEXT[lang].notices[notice]);
  return STATUS_NOTICES.includes(notice)
    ? `  <p class="status" role="status">${text}</p>\n`
    : `  <p class="error" id="${id}" role="alert">${text}</p>\n`;
}

/** The console's sign-in form (admins and auditors, their own credentials). */
export function adminSignInPage(input: { lang: SandboxLanguage; notice?: ConsoleNotice; username?: string }): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const errorId = 'console-error';
  const fieldError = input.notice === 'invalid' || input.notice === 'missing' || input.notice === 'throttled' || input.notice === 'busy';
  const describedBy = fieldError ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const main = `  <h1>${escapeHtml(t.signInHeading)}</h1>
  <p class="note">${escapeHtml(t.signInIntro)}</p>
  <p class="note">${escapeHtml(t.demoLogins)}</p>
${noticeBlock(input.lang, input.notice, errorId)}  <form class="stacked" method="post" action="/sandbox/admin/sign-in">
    <input type="hidden" name="lang" value="${input.lang}">
    <label for="username">${escapeHtml(t.username)}</label>
    <input id="username" name="username" autocomplete="username" required maxlength="255" value="${escapeHtml(input.username ?? '')}"${describedBy}>
    <label for="password">${escapeHtml(t.password)}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255"${describedBy}>
    <button type="submit">${escapeHtml(t.signIn)}</button>
  </form>`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/admin', other),
    main,
  });
}

/** The signed-in console: who is signed in, and one "open the store as" form per member. */
export function adminConsolePage(input: {
  lang: SandboxLanguage;
  admin: { firstName: string; lastName: string; accessLevel: 'read' | 'write' };
  members: ConsoleMemberRow[];
  cards: ConsoleCardRow[];
  formToken: string;
  notice?: ConsoleNotice;
}): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const adminName = `${input.admin.firstName} ${input.admin.lastName}`;
  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(input.formToken)}"><input type="hidden" name="lang" value="${input.lang}">`;
  const rows = input.members
    .map((member) => {
      const name = `${member.firstName} ${member.lastName}`;
      const status = !member.hasOnlineAccess
        ? t.statuses.noAccess
        : member.hasPendingActions
          ? t.statuses.pending
          : t.statuses.active;
      return `      <tr>
        <th scope="row">${escapeHtml(name)}</th>
        <td>${escapeHtml(member.userAccount)}</td>
        <td>${escapeHtml(t.types[accountTypeOf(member.accountCategory)])}</td>
        <td>${escapeHtml(t.languages[member.preferredLanguage] ?? member.preferredLanguage)}</td>
        <td>${escapeHtml(status)}</td>
        <td><form method="post" action="/sandbox/admin/login-as" target="_blank">${hidden}<input type="hidden" name="user_account" value="${escapeHtml(member.userAccount)}"><button type="submit">${escapeHtml(t.open(name))} <span class="visually-hidden">${escapeHtml(t.newTab)}</span></button></form></td>
      </tr>`;
    })
    .join('\n');
  const cardRows = input.cards
    .map((card) => {
      const action =
        card.status === 'CANCELED'
          ? ''
          : input.admin.accessLevel !== 'write'
            ? escapeHtml(t.readOnlyCards)
            : `<form method="post" action="/sandbox/admin/card-status">${hidden}<input type="hidden" name="reference" value="${escapeHtml(card.reference)}"><input type="hidden" name="action" value="${card.status === 'ACTIVE' ? 'hold' : 'release'}"><button type="submit" class="secondary">${escapeHtml(card.status === 'ACTIVE' ? t.hold(card.reference) : t.release(card.reference))}</button></form>`;
      return `      <tr>
        <th scope="row">${escapeHtml(card.reference)}</th>
        <td>${escapeHtml(card.maskedNumber)}</td>
        <td>${escapeHtml(card.nameOnCard)}</td>
        <td>${escapeHtml(t.cardStatuses[card.status] ?? card.status)}</td>
        <td>${action}</td>
      </tr>`;
    })
    .join('\n');
  const main = `${noticeBlock(input.lang, input.notice, 'console-error')}  <h1>${escapeHtml(t.heading)}</h1>
  <p>${escapeHtml(t.signedInAs(adminName, t.levels[input.admin.accessLevel]))} ${escapeHtml(
    input.admin.accessLevel === 'write' ? t.explainWrite : t.explainRead,
  )}</p>
  <p class="note">${escapeHtml(t.howItWorks)}</p>
  <p><a href="${escapeHtml(sandboxHref('/sandbox/admin/audit', input.lang))}">${escapeHtml(t.auditLog)}</a></p>
  <form method="post" action="/sandbox/admin/sign-out">${hidden}<button type="submit" class="secondary">${escapeHtml(t.signOut)}</button></form>
  <table>
    <caption>${escapeHtml(t.caption)}</caption>
    <thead>
      <tr><th scope="col">${escapeHtml(t.columns.name)}</th><th scope="col">${escapeHtml(t.columns.login)}</th><th scope="col">${escapeHtml(t.columns.type)}</th><th scope="col">${escapeHtml(t.columns.language)}</th><th scope="col">${escapeHtml(t.columns.status)}</th><th scope="col">${escapeHtml(t.columns.action)}</th></tr>
    </thead>
    <tbody>
${rows}
    </tbody>
  </table>
  <h2>${escapeHtml(t.cardsHeading)}</h2>
  <p class="note">${escapeHtml(t.cardsIntro)}</p>
  <table>
    <caption>${escapeHtml(t.cardsCaption)}</caption>
    <thead>
      <tr><th scope="col">${escapeHtml(t.cardColumns.card)}</th><th scope="col">${escapeHtml(t.cardColumns.number)}</th><th scope="col">${escapeHtml(t.cardColumns.name)}</th><th scope="col">${escapeHtml(t.cardColumns.status)}</th><th scope="col">${escapeHtml(t.cardColumns.action)}</th></tr>
    </thead>
    <tbody>
${cardRows}
    </tbody>
  </table>
${
  input.admin.accessLevel === 'write'
    ? `  <h2>${escapeHtml(t.drillHeading)}</h2>
  <p class="note">${escapeHtml(t.drillIntro)}</p>
  <form class="stacked" method="post" action="/sandbox/admin/sign-in-drill">${hidden}
    <label for="drill-address">${escapeHtml(t.drillAddress)}</label>
    <input id="drill-address" name="address" required maxlength="64" autocomplete="off">
    <label for="drill-seconds">${escapeHtml(t.drillSeconds)}</label>
    <input id="drill-seconds" name="seconds" inputmode="numeric" maxlength="3" value="60">
    <button type="submit" name="action" value="start">${escapeHtml(t.drillStart)}</button>
    <button type="submit" name="action" value="end" class="secondary">${escapeHtml(t.drillEnd)}</button>
  </form>`
    : ''
}`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/admin', other),
    main,
    wide: true,
  });
}
