import { SIGN_IN_PAUSE_MINUTES as PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { escapeHtml, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

/** Which of the bank's sign-in doors: the storefront's sign-in modal has one button per kind (spec §2). */
export const SIGN_IN_KINDS = ['personal', 'business', 'commercial'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

export function signInKindOf(value: unknown): SignInKind {
  return value === 'business' || value === 'commercial' ? value : 'personal';
}

const TEXT = {
  en: {
    bank: 'Demo Bank',
    title: {
      personal: 'Demo Bank online banking (sandbox)',
      business: 'Demo Bank business online banking (sandbox)',
      commercial: 'Demo Bank commercial card services (sandbox)',
    },
    heading: {
      personal: 'Sign in to online banking',
      business: 'Sign in to business online banking',
      commercial: 'Sign in to commercial card services',
    },
    intro:
      'This is a sandbox of the bank’s online banking. Sign in with a demo login to open the rewards store through single sign-on.',
    demoLogins: 'Demo logins: elite, marie, business, northshore, select, onhold, pending, locked, flagged. Password: Rewards#2026.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in and go to Rewards',
    invalid: 'The username or password is incorrect.',
    missing: 'Enter your username and password.',
    throttled: `For your security, sign-in is paused after several unsuccessful attempts. Please wait ${PAUSE_MINUTES} minutes, then try again.`,
    busy: 'Many sign-ins are being checked right now. Please try again in a few seconds.',
    programmeHome: 'About the rewards programme',
  },
  fr: {
    bank: 'Banque Démo',
    title: {
      personal: 'Services bancaires en ligne de Banque Démo (bac à sable)',
      business: 'Services bancaires en ligne aux entreprises de Banque Démo (bac à sable)',
      commercial: 'Services des cartes commerciales de Banque Démo (bac à sable)',
    },
    heading: {
      personal: 'Connexion aux services bancaires en ligne',
      business: 'Connexion aux services bancaires en ligne aux entreprises',
      commercial: 'Connexion aux services des cartes commerciales',
    },
    intro:
      'Ceci est un bac à sable des services bancaires en ligne de la banque. Connectez-vous avec un compte de démonstration pour ouvrir la boutique de récompenses par authentification unique.',
    demoLogins:
      'Comptes de démonstration\u00a0: elite, marie, business, northshore, select, onhold, pending, locked, flagged. Mot de passe\u00a0: Rewards#2026.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter et aller aux Récompenses',
    invalid: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
    missing: 'Entrez votre nom d’utilisateur et votre mot de passe.',
    throttled: `Pour votre sécurité, la connexion est suspendue après plusieurs tentatives infructueuses. Veuillez attendre ${PAUSE_MINUTES} minutes, puis réessayer.`,
    busy: 'De nombreuses connexions sont en cours de vérification. Veuillez réessayer dans quelques secondes.',
    programmeHome: 'À propos du programme de récompenses',
  },
} as const;

export type SandboxError = 'invalid' | 'missing' | 'throttled' | 'busy';

/**
 * Online banking's shortcuts into the store: each opens one page of it. The
 * plain sign-in sends the member with the signed assertion (`/authenticate`);
 * a shortcut asks the programme for a hand-off token (`login-with-token`)
 * and adds the page as the store's deep link (`?action=`).
 */
export const ONLINE_BANKING_SHORTCUTS = {
  'pay-with-rewards': '/pay-with-rewards',
  transactions: '/account/transactions',
  'cash-back': '/redeem/cash-back',
} as const;
export type OnlineBankingShortcut = keyof typeof ONLINE_BANKING_SHORTCUTS;

/** The shortcut a form asked for; null for the plain sign-in (or anything not a shortcut). */
export function shortcutOf(value: unknown): OnlineBankingShortcut | null {
  return typeof value === 'string' && Object.hasOwn(ONLINE_BANKING_SHORTCUTS, value) ? (value as OnlineBankingShortcut) : null;
}

const SHORTCUT_TEXT = {
  en: {
    label: 'Continue to',
    store: 'The rewards store',
    'pay-with-rewards': 'Pay with Rewards',
    transactions: 'My points transactions',
    'cash-back': 'Cash back',
  },
  fr: {
    label: 'Continuer vers',
    store: 'La boutique de récompenses',
    'pay-with-rewards': 'Payer avec des points',
    transactions: 'Mes opérations de points',
    'cash-back': 'Remise en argent',
  },
} as const;

/** A small, accessible, bilingual sign-in page standing in for the bank's online banking. */
export function onlineBankingPage(input: {
  lang: SandboxLanguage;
  kind?: SignInKind;
  error?: SandboxError;
  username?: string;
  shortcut?: OnlineBankingShortcut | null;
}): string {
  const t = TEXT[input.lang];
  const kind = input.kind ?? 'personal';
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const kindQuery: Record<string, string> = kind === 'personal' ? {} : { kind };
  const errorId = 'sign-in-error';
  const describedBy = input.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const main = `  <h1>${escapeHtml(t.heading[kind])}</h1>
  <p class="note">${escapeHtml(t.intro)}</p>
  <p class="note">${escapeHtml(t.demoLogins)}</p>
  ${input.error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(t[input.error])}</p>` : ''}
  <form class="stacked" method="post" action="/sandbox/online-banking">
    <input type="hidden" name="lang" value="${input.lang}">
    <input type="hidden" name="kind" value="${kind}">
    <label for="username">${escapeHtml(t.username)}</label>
    <input id="username" name="username" autocomplete="username" required maxlength="255" value="${escapeHtml(input.username ?? '')}"${describedBy}>
    <label for="password">${escapeHtml(t.password)}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255"${describedBy}>
    <label for="shortcut">${escapeHtml(SHORTCUT_TEXT[input.lang].label)}</label>
    <select id="shortcut" name="shortcut">
      <option value="">${escapeHtml(SHORTCUT_TEXT[input.lang].store)}</option>
${Object.keys(ONLINE_BANKING_SHORTCUTS)
  .map((key) => {
    const shortcut = key as OnlineBankingShortcut;
    const selected = input.shortcut === shortcut ? ' selected' : '';
    return `      <option value="${shortcut}"${selected}>${escapeHtml(SHORTCUT_TEXT[input.lang][shortcut])}</option>`;
  })
  .join('\n')}
    </select>
    <button type="submit">${escapeHtml(t.submit)}</button>
  </form>
  <p><a href="${escapeHtml(sandboxHref('/sandbox/programme-home', input.lang))}">${escapeHtml(t.programmeHome)}</a></p>`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title[kind],
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/online-banking', other, kindQuery),
    main,
  });
}
