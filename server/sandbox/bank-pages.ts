import { escapeHtml, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

type Text = Record<SandboxLanguage, { heading: string; paragraphs: readonly string[] }>;

/** The bank's own site pages the footer links to (home and legal), stood in for by the sandbox. */
export const BANK_TOPICS: Record<string, Text> = {
  home: {
    en: {
      heading: 'Demo Bank',
      paragraphs: [
        'Banking, credit cards, mortgages and investments for people and businesses across Canada.',
        'This page stands in for the bank’s website in the reference deployment of the rewards store.',
      ],
    },
    fr: {
      heading: 'Banque Démo',
      paragraphs: [
        'Services bancaires, cartes de crédit, prêts hypothécaires et placements pour les particuliers et les entreprises partout au Canada.',
        'Cette page remplace le site Web de la banque dans le déploiement de référence de la boutique de récompenses.',
      ],
    },
  },
  privacy: {
    en: {
      heading: 'Privacy',
      paragraphs: [
        'Demo Bank collects, uses and shares personal information only to provide the products you hold, to protect you against fraud and as the law requires.',
        'You can ask to see the personal information the bank holds about you, and ask for corrections, by contacting customer support.',
      ],
    },
    fr: {
      heading: 'Confidentialité',
      paragraphs: [
        'Banque Démo recueille, utilise et communique des renseignements personnels uniquement pour fournir les produits que vous détenez, vous protéger contre la fraude et se conformer à la loi.',
        'Vous pouvez demander à consulter les renseignements personnels que la banque détient à votre sujet, et à les faire corriger, en communiquant avec le soutien à la clientèle.',
      ],
    },
  },
  terms: {
    en: {
      heading: 'Terms of use',
      paragraphs: [
        'Use of the Demo Bank websites and of the rewards store is subject to these terms and to the rules of the rewards programme.',
        'Points have no cash value except as described in the programme rules and cannot be transferred except as the rules allow.',
      ],
    },
    fr: {
      heading: 'Conditions d’utilisation',
      paragraphs: [
        'L’utilisation des sites Web de Banque Démo et de la boutique de récompenses est assujettie aux présentes conditions et au règlement du programme de récompenses.',
        'Les points n’ont aucune valeur monétaire, sauf selon ce que prévoit le règlement du programme, et ne peuvent être cédés que selon ce que le règlement permet.',
      ],
    },
  },
  accessibility: {
    en: {
      heading: 'Accessibility',
      paragraphs: [
        'Demo Bank wants its websites to be usable by everyone, including people who use a keyboard, a screen reader or magnification.',
        'If something is hard to use, tell customer support: we will help you and fix the problem.',
      ],
    },
    fr: {
      heading: 'Accessibilité',
      paragraphs: [
        'Banque Démo veut que ses sites Web puissent être utilisés par tout le monde, y compris les personnes qui utilisent un clavier, un lecteur d’écran ou un agrandisseur.',
        'Si quelque chose est difficile à utiliser, avisez le soutien à la clientèle\u00a0: nous vous aiderons et corrigerons le problème.',
      ],
    },
  },
  security: {
    en: {
      heading: 'Security',
      paragraphs: [
        'Demo Bank will never ask for your password, your card’s security code or a one-time passcode by email, text message or phone.',
        'If you notice a transaction you do not recognize, call the number on the back of your card right away.',
      ],
    },
    fr: {
      heading: 'Sécurité',
      paragraphs: [
        'Banque Démo ne vous demandera jamais votre mot de passe, le code de sécurité de votre carte ni un code à usage unique par courriel, par texto ou par téléphone.',
        'Si vous remarquez une opération que vous ne reconnaissez pas, composez immédiatement le numéro inscrit au dos de votre carte.',
      ],
    },
  },
};

/** Partner retailers of the navigation (spec §2: choosing one first shows the redirect notice). */
export const PARTNER_RETAILERS: Record<string, { name: string } & Text> = {
  techhub: {
    name: 'TechHub',
    en: {
      heading: 'TechHub',
      paragraphs: [
        'Electronics, computers and smart-home devices from a Demo Bank Rewards partner.',
        'You have left the rewards store: purchases on this site are paid by card and do not use your points.',
      ],
    },
    fr: {
      heading: 'TechHub',
      paragraphs: [
        'Électronique, ordinateurs et appareils pour la maison intelligente offerts par un partenaire de Récompenses Banque Démo.',
        'Vous avez quitté la boutique de récompenses\u00a0: les achats sur ce site sont payés par carte et n’utilisent pas vos points.',
      ],
    },
  },
  'maison-plus': {
    name: 'Maison Plus',
    en: {
      heading: 'Maison Plus',
      paragraphs: [
        'Furniture, kitchenware and home decor from a Demo Bank Rewards partner.',
        'You have left the rewards store: purchases on this site are paid by card and do not use your points.',
      ],
    },
    fr: {
      heading: 'Maison Plus',
      paragraphs: [
        'Meubles, articles de cuisine et décoration offerts par un partenaire de Récompenses Banque Démo.',
        'Vous avez quitté la boutique de récompenses\u00a0: les achats sur ce site sont payés par carte et n’utilisent pas vos points.',
      ],
    },
  },
};

const SANDBOX_NOTE: Record<SandboxLanguage, string> = {
  en: 'Sandbox page of the reference deployment.',
  fr: 'Page du bac à sable du déploiement de référence.',
};

const BACK: Record<SandboxLanguage, string> = {
  en: 'Go to the rewards store',
  fr: 'Aller à la boutique de récompenses',
};

/** What a partner's page says about an access URL it was opened with (spec §2 access redirect). */
export type PartnerAccess = { kind: 'recognised'; memberName: string } | { kind: 'refused' } | null;

const ACCESS_TEXT = {
  en: {
    recognised: (name: string) => `Welcome, ${name}. Your rewards account is linked: you arrived from the rewards store.`,
    refused: 'This access link has expired or is not for this site. Go back to the rewards store and choose this partner again.',
  },
  fr: {
    recognised: (name: string) => `Bienvenue, ${name}. Votre compte de récompenses est lié\u00a0: vous arrivez de la boutique de récompenses.`,
    refused: 'Ce lien d’accès est expiré ou n’est pas destiné à ce site. Retournez à la boutique de récompenses et choisissez de nouveau ce partenaire.',
  },
} as const;

function accessNotice(lang: SandboxLanguage, access: PartnerAccess): string {
  if (access === null) return '';
  if (access.kind === 'recognised') return `  <p class="note" role="status">${escapeHtml(ACCESS_TEXT[lang].recognised(access.memberName))}</p>\n`;
  return `  <p class="error" role="alert">${escapeHtml(ACCESS_TEXT[lang].refused)}</p>\n`;
}

function infoPage(input: { lang: SandboxLanguage; brand: string; text: Text; path: string; access?: PartnerAccess }): string {
  const t = input.text[input.lang];
  const other: SandboxLanguage = input.lang === 'fr' ? 'en' : 'fr';
  const main = `  <h1>${escapeHtml(t.heading)}</h1>
${accessNotice(input.lang, input.access ?? null)}${t.paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>`).join('\n')}
  <p class="note">${escapeHtml(SANDBOX_NOTE[input.lang])}</p>
  <p><a href="${input.lang === 'fr' ? '/fr/shop' : '/shop'}">${escapeHtml(BACK[input.lang])}</a></p>`;
  return sandboxDocument({
    lang: input.lang,
    title: `${t.heading} (${input.lang === 'fr' ? 'bac à sable' : 'sandbox'})`,
    brand: input.brand,
    otherLanguageHref: sandboxHref(input.path, other),
    main,
    wide: true,
  });
}

/** `/sandbox/bank` and `/sandbox/bank/<topic>`; null for an unknown topic. */
export function bankPage(input: { lang: SandboxLanguage; topic: string }): string | null {
  const text = Object.hasOwn(BANK_TOPICS, input.topic) ? BANK_TOPICS[input.topic] : undefined;
  if (!text) return null;
  const path = input.topic === 'home' ? '/sandbox/bank' : `/sandbox/bank/${input.topic}`;
  return infoPage({ lang: input.lang, brand: input.lang === 'fr' ? 'Banque Démo' : 'Demo Bank', text, path });
}

/** `/sandbox/partner/<retailer>`; null for an unknown retailer. */
export function partnerPage(input: { lang: SandboxLanguage; retailer: string; access?: PartnerAccess }): string | null {
  const partner = Object.hasOwn(PARTNER_RETAILERS, input.retailer) ? PARTNER_RETAILERS[input.retailer] : undefined;
  if (!partner) return null;
  return infoPage({ lang: input.lang, brand: partner.name, text: partner, path: `/sandbox/partner/${input.retailer}`, access: input.access ?? null });
}

/** The sandbox's own "not found" page, for an unknown bank topic or partner. */
export function sandboxNotFoundPage(input: { lang: SandboxLanguage }): string {
  const french = input.lang === 'fr';
  const main = `  <h1>${french ? 'Page introuvable' : 'Page not found'}</h1>
  <p>${french ? 'Cette page du bac à sable n’existe pas.' : 'This sandbox page does not exist.'}</p>
  <p><a href="${escapeHtml(sandboxHref('/sandbox/programme-home', input.lang))}">${
    french ? 'Aller à l’accueil du programme' : 'Go to the programme home'
  }</a></p>`;
  return sandboxDocument({
    lang: input.lang,
    title: french ? 'Page introuvable (bac à sable)' : 'Page not found (sandbox)',
    brand: french ? 'Banque Démo' : 'Demo Bank',
    otherLanguageHref: sandboxHref('/sandbox/programme-home', french ? 'en' : 'fr'),
    main,
  });
}
