import type { Locale } from '@rewards-storefront/domain/locale/locale';

/** Names of Canada's provinces and territories in English and French. */
export const CANADIAN_REGION_NAMES: Readonly<Record<string, readonly [en: string, fr: string]>> = {
  AB: ['Alberta', 'Alberta'],
  BC: ['British Columbia', 'Colombie-Britannique'],
  MB: ['Manitoba', 'Manitoba'],
  NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NL: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  NS: ['Nova Scotia', 'Nouvelle-Écosse'],
  NT: ['Northwest Territories', 'Territoires du Nord-Ouest'],
  NU: ['Nunavut', 'Nunavut'],
  ON: ['Ontario', 'Ontario'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard'],
  QC: ['Quebec', 'Québec'],
  SK: ['Saskatchewan', 'Saskatchewan'],
  YT: ['Yukon', 'Yukon'],
};

/** A Canadian region's name in the locale; null for a code of another country. */
export function regionName(country: string, regionCode: string, locale: Locale): string | null {
  if (country !== 'CA') return null;
  const names = CANADIAN_REGION_NAMES[regionCode.toUpperCase()];
  return names ? names[locale === 'fr-CA' ? 1 : 0] : null;
}
