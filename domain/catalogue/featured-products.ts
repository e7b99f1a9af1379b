import type { Locale } from '../locale/locale.ts';

/** The level-0 category whose products fill the featured block (spec §2 "Featured products block"). */
export const FEATURED_CATEGORY = 'Monthly Specials';

/**
 * The featured category's name in each language. Category facets are matched
 * in the request's locale, and the programme names 'Monthly Specials'
 * 'Offres du mois' in French.
 */
export const FEATURED_CATEGORY_NAMES: Readonly<Record<Locale, string>> = Object.freeze({
  'en-CA': FEATURED_CATEGORY,
  'fr-CA': 'Offres du mois',
});

/** How many products the featured block shows (spec §9). */
export const FEATURED_PRODUCTS_LIMIT = 4;
