import { expect, test, type Locator, type Page } from './support/test';
import { signInByApi } from './support/demo';

/*
 * Issue 21: every catalogue link a member can click (header, footer, home, content pages,
 * broadcasts) opens its own catalogue, and cash back is reached from the menu and from content.
 * The business member sees the business broadcast on the home page.
 */

const LANGUAGES = {
  en: {
    prefix: '',
    main: 'Main',
    shop: 'Shop',
    announcements: 'Announcements',
    featured: 'Featured offers',
    nextSlide: 'Next slide',
    examples: 'See redemption examples',
    examplesTitle: 'Redemption examples',
    broadcastCashBack: 'Get cash back',
    shopGiftCards: 'Shop gift cards',
    shopMerchandise: 'Shop merchandise',
    charities: 'See charities',
    notFound: 'This page could not be found',
    titles: {
      merchandise: 'Merchandise',
      'gift-cards': 'Gift cards',
      'financial-rewards': 'Financial rewards',
      'charitable-donations': 'Charitable donations',
      'cash-back': 'Cash back',
    },
  },
  fr: {
    prefix: '/fr',
    main: 'Principale',
    shop: 'Boutique',
    announcements: 'Annonces',
    featured: 'Offres en vedette',
    nextSlide: 'Diapositive suivante',
    examples: 'Voir des exemples d’échange',
    examplesTitle: 'Exemples d’échange',
    broadcastCashBack: 'Obtenir une remise en argent',
    shopGiftCards: 'Voir les cartes-cadeaux',
    shopMerchandise: 'Voir les marchandises',
    charities: 'Voir les organismes',
    notFound: 'Cette page est introuvable',
    titles: {
      merchandise: 'Marchandises',
      'gift-cards': 'Cartes-cadeaux',
      'financial-rewards': 'Récompenses financières',
      'charitable-donations': 'Dons de bienfaisance',
      'cash-back': 'Remise en argent',
    },
  },
} as const;

type Destination = keyof (typeof LANGUAGES)['en']['titles'];

const PATHS: Record<Destination, RegExp> = {
  merchandise: /\/shop$/,
  'gift-cards': /\/shop\?catalogue=gift-cards$/,
  'financial-rewards': /\/financial-rewards$/,
  'charitable-donations': /\/charitable-donations$/,
  'cash-back': /\/redeem\/cash-back$/,
};

/** The checks a journey makes, in the language of `words`. */
function linksOf(page: Page, words: (typeof LANGUAGES)[keyof typeof LANGUAGES]) {
  return {
    /** Clicks `link` and checks the page it opens: the address (in the page's language) and the heading. */
    async opens(link: Locator, destination: Destination) {
      await link.click();
      await expect(page).toHaveURL(PATHS[destination]);
      expect(new URL(page.url()).pathname.startsWith(`${words.prefix}/`)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: words.titles[destination], exact: true })).toBeVisible();
    },
    async headerLink(destination: Destination) {
      await page.getByRole('navigation', { name: words.main }).getByRole('button', { name: words.shop }).click();
      return page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`^${words.titles[destination]}`) });
    },
    footer: (name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true }),
    announcements: () => page.getByRole('region', { name: words.announcements }),
  };
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test(`${language}: the header menu and the broadcasts open each catalogue and cash back; an old ?catalog= link too`, async ({ page }) => {
    const { opens, headerLink, announcements } = linksOf(page, words);
    await signInByApi(page, 'business');
    await page.goto(`${words.prefix}/`);
    await opens(announcements().getByRole('link', { name: words.broadcastCashBack }), 'cash-back');
    for (const destination of ['merchandise', 'gift-cards', 'financial-rewards', 'cash-back', 'charitable-donations'] as const) {
      await opens(await headerLink(destination), destination);
    }
    // The shipping ticker shows on merchandise (not on donations) and links to gift cards.
    await expect(announcements()).toHaveCount(0);
    await opens(await headerLink('merchandise'), 'merchandise');
    await opens(announcements().getByRole('link', { name: words.shopGiftCards }), 'gift-cards');

    // A link stored with the older ?catalog= still opens its catalogue, without the shipping ticker on donations.
    await page.goto(`${words.prefix}/shop?catalog=charitable-donations`);
    await expect(page.getByRole('heading', { level: 1, name: words.titles['charitable-donations'], exact: true })).toBeVisible();
    await expect(announcements()).toHaveCount(0);
  });

  test(`${language}: the footer, the home slide and the examples page open each catalogue and cash back; /redeem/unknown is not found`, async ({
    page,
  }) => {
    const { opens, footer } = linksOf(page, words);
    await signInByApi(page, 'business');
    await page.goto(`${words.prefix}/`);
    const slides = page.getByRole('region', { name: words.featured });
    await slides.getByRole('button', { name: words.nextSlide }).click();
    await opens(slides.getByRole('link', { name: words.shopGiftCards }), 'gift-cards');
    for (const destination of ['merchandise', 'gift-cards', 'cash-back'] as const) {
      await opens(footer(words.titles[destination]), destination);
    }

    // The examples page, reached from the home page's content.
    await page.goto(`${words.prefix}/`);
    await page.getByRole('link', { name: words.examples }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.examplesTitle })).toBeVisible();
    const examples: Array<[string, Destination]> = [
      [words.shopGiftCards, 'gift-cards'],
      [words.broadcastCashBack, 'cash-back'],
      [words.shopMerchandise, 'merchandise'],
      [words.charities, 'charitable-donations'],
    ];
    for (const [name, destination] of examples) {
      await opens(page.getByRole('main').getByRole('link', { name, exact: true }), destination);
      await page.goBack();
    }

    // A redemption group the store does not have is not a page.
    await page.goto(`${words.prefix}/redeem/unknown`);
    await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
  });
}
