import { escapeHtml, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

/** The account types with a programme page of their own (sign-out destinations, server/content/external-urls.ts). */
export const PROGRAMME_HOME_KINDS = ['personal', 'business', 'commercial', 'select'] as const;
export type ProgrammeHomeKind = (typeof PROGRAMME_HOME_KINDS)[number];

export function programmeHomeKindOf(value: unknown): ProgrammeHomeKind {
  return (PROGRAMME_HOME_KINDS as readonly unknown[]).includes(value) ? (value as ProgrammeHomeKind) : 'personal';
}

const TEXT = {
  en: {
    bank: 'Demo Bank',
    title: 'Demo Bank Rewards (sandbox)',
    heading: {
      personal: 'Demo Bank Rewards',
      business: 'Demo Bank Business Rewards',
      commercial: 'Demo Bank Commercial Card Rewards',
      select: 'Demo Bank Select Rewards',
    },
    signedOutTitle: 'You have signed out',
    signedOut: 'You have signed out of the rewards store. Thank you for your visit.',
    intro:
      'Earn points on every purchase with your Demo Bank credit card, then redeem them for merchandise, gift cards, travel, financial rewards and donations to charities.',
    sandboxNote: 'This page stands in for the bank’s programme website in the reference deployment.',
    store: 'Sign in to the rewards store',
    onlineBanking: 'Sign in with online banking',
    enrol: 'Enrol',
    howTitle: 'How it works',
    how: [
      'Earn points every time you use your card.',
      'Browse the rewards store and choose what you like.',
      'Redeem with points, or with points and cash, and track your orders online.',
    ],
    joinTitle: 'Not a cardholder yet?',
    join: 'Apply for a Demo Bank credit card at a branch or in online banking: your card joins the rewards programme automatically.',
    joinLink: 'How to enrol',
    sandboxPages: 'Other sandbox pages:',
    console: 'Support console',
  },
  fr: {
    bank: 'Banque Démo',
    title: 'Récompenses Banque Démo (bac à sable)',
    heading: {
      personal: 'Récompenses Banque Démo',
      business: 'Récompenses Affaires Banque Démo',
      commercial: 'Récompenses Cartes commerciales Banque Démo',
      select: 'Récompenses Sélect Banque Démo',
    },
    signedOutTitle: 'Vous êtes déconnecté',
    signedOut: 'Vous vous êtes déconnecté de la boutique de récompenses. Merci de votre visite.',
    intro:
      'Accumulez des points sur chaque achat avec votre carte de crédit Banque Démo, puis échangez-les contre des articles, des cartes-cadeaux, des voyages, des récompenses financières et des dons à des organismes de bienfaisance.',
    sandboxNote: 'Cette page remplace le site du programme de la banque dans le déploiement de référence.',
    store: 'Se connecter à la boutique de récompenses',
    onlineBanking: 'Se connecter par les services bancaires en ligne',
    enrol: 'Adhérer',
    howTitle: 'Comment ça fonctionne',
    how: [
      'Accumulez des points chaque fois que vous utilisez votre carte.',
      'Parcourez la boutique de récompenses et choisissez ce qui vous plaît.',
      'Échangez vos points, ou des points et de l’argent, et suivez vos commandes en ligne.',
    ],
    joinTitle: 'Vous n’êtes pas encore titulaire de carte\u202f?',
    join: 'Demandez une carte de crédit Banque Démo en succursale ou dans les services bancaires en ligne\u00a0: votre carte adhère automatiquement au programme de récompenses.',
    joinLink: 'Comment adhérer',
    sandboxPages: 'Autres pages du bac à sable\u00a0:',
    console: 'Console de soutien',
  },
} as const;

/**
 * The external programme home of the reference profile (decisions §3, §4):
 * guests sent "to the programme home" and members after sign-out land here.
 */
export function programmeHomePage(input: { lang: SandboxLanguage; signedOut: boolean; kind: ProgrammeHomeKind }): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const query: Record<string, string> = {};
  if (input.signedOut) query.signed_out = '1';
  if (input.kind !== 'personal') query.kind = input.kind;
  const storeLogin = input.lang === 'fr' ? '/fr/login' : '/login';
  const onlineBanking = sandboxHref(
    '/sandbox/online-banking',
    input.lang,
    input.kind === 'business' || input.kind === 'commercial' ? { kind: input.kind } : {},
  );
  const main = `${
    input.signedOut
      ? `  <div class="status" role="status"><strong>${escapeHtml(t.signedOutTitle)}</strong><br>${escapeHtml(t.signedOut)}</div>\n`
      : ''
  }  <h1>${escapeHtml(t.heading[input.kind])}</h1>
  <p>${escapeHtml(t.intro)}</p>
  <p class="note">${escapeHtml(t.sandboxNote)}</p>
  <div class="actions">
    <a class="button" href="${storeLogin}">${escapeHtml(t.store)}</a>
    <a class="button secondary" href="${escapeHtml(onlineBanking)}">${escapeHtml(t.onlineBanking)}</a>
    <a class="button secondary" href="${escapeHtml(sandboxHref('/sandbox/enrol', input.lang))}">${escapeHtml(t.enrol)}</a>
  </div>
  <h2>${escapeHtml(t.howTitle)}</h2>
  <ol>
${t.how.map((step) => `    <li>${escapeHtml(step)}</li>`).join('\n')}
  </ol>
  <h2 id="join">${escapeHtml(t.joinTitle)}</h2>
  <p>${escapeHtml(t.join)}</p>
  <p><a href="${escapeHtml(sandboxHref('/sandbox/enrol', input.lang))}">${escapeHtml(t.joinLink)}</a></p>`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/programme-home', other, query),
    main,
    wide: true,
    footer: `${escapeHtml(t.sandboxPages)} <a href="${escapeHtml(sandboxHref('/sandbox/admin', input.lang))}">${escapeHtml(t.console)}</a>`,
  });
}
