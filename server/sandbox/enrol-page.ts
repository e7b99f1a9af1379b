import { escapeHtml, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

const TEXT = {
  en: {
    bank: 'Demo Bank',
    title: 'Enrol in Demo Bank Rewards (sandbox)',
    heading: 'Enrol in Demo Bank Rewards',
    paragraphs: [
      'Enrolment happens at the bank, not in the rewards store. Eligible Demo Bank credit cards are enrolled in the programme automatically when the card is opened.',
      'To enrol a card you already have, sign in to online banking and choose Rewards, call the number on the back of your card, or visit a branch.',
    ],
    sandboxNote: 'This page stands in for the bank’s enrolment page in the reference deployment.',
    back: 'Back to the programme home',
    onlineBanking: 'Sign in to online banking',
  },
  fr: {
    bank: 'Banque Démo',
    title: 'Adhérer à Récompenses Banque Démo (bac à sable)',
    heading: 'Adhérer à Récompenses Banque Démo',
    paragraphs: [
      'L’adhésion se fait à la banque, et non dans la boutique de récompenses. Les cartes de crédit Banque Démo admissibles adhèrent automatiquement au programme à l’ouverture du compte.',
      'Pour inscrire une carte que vous avez déjà, connectez-vous aux services bancaires en ligne et choisissez Récompenses, composez le numéro inscrit au dos de votre carte ou rendez-vous en succursale.',
    ],
    sandboxNote: 'Cette page remplace la page d’adhésion de la banque dans le déploiement de référence.',
    back: 'Retour à l’accueil du programme',
    onlineBanking: 'Se connecter aux services bancaires en ligne',
  },
} as const;

/** Where "Enrol now" and "Join now" lead in the reference deployment. */
export function enrolPage(input: { lang: SandboxLanguage }): string {
  const t = TEXT[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const main = `  <h1>${escapeHtml(t.heading)}</h1>
${t.paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>`).join('\n')}
  <p class="note">${escapeHtml(t.sandboxNote)}</p>
  <div class="actions">
    <a class="button" href="${escapeHtml(sandboxHref('/sandbox/programme-home', input.lang))}">${escapeHtml(t.back)}</a>
    <a class="button secondary" href="${escapeHtml(sandboxHref('/sandbox/online-banking', input.lang))}">${escapeHtml(t.onlineBanking)}</a>
  </div>`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.bank,
    otherLanguageHref: sandboxHref('/sandbox/enrol', other),
    main,
    wide: true,
  });
}
