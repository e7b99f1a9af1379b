import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain/locale/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCA from './locales/en-CA.json';
import frCA from './locales/fr-CA.json';

/**
 * Both locales ship in the first bundle: together they are a few kilobytes,
 * and a locale switch then never waits for a download.
 */
export const TRANSLATIONS: Readonly<Record<Locale, typeof enCA>> = { 'en-CA': enCA, 'fr-CA': frCA };

/** An i18next instance for the storefront, starting in `locale` (the path's). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: {
      'en-CA': { translation: TRANSLATIONS['en-CA'] },
      'fr-CA': { translation: TRANSLATIONS['fr-CA'] },
    },
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
