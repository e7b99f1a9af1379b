import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rewards-storefront/domain/locale/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enCA from './locales/en-CA.json';

export type Translations = typeof enCA;

/**
 * Each language's messages are a chunk of their own (issue 16): a page
 * downloads only its language's, which the server asks for beside the entry
 * (server/storefront), and the other one when the member switches.
 */
const LOADERS: Readonly<Record<Locale, () => Promise<Translations>>> = {
  'en-CA': () => import('./locales/en-CA.json').then((module) => module.default),
  'fr-CA': () => import('./locales/fr-CA.json').then((module) => module.default),
};

/** The messages of `locale`, downloaded once. */
export function loadTranslations(locale: Locale): Promise<Translations> {
  return LOADERS[locale]();
}

/** An i18next instance for the storefront, starting in `locale` (the path's), with the messages already at hand. */
export function createI18n(locale: Locale, translations: Partial<Readonly<Record<Locale, Translations>>>): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(translations).map(([language, messages]) => [language, { translation: messages }]));
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources,
    // A language whose messages are not here yet is added by localeReady, never fetched by i18next itself.
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** A promise React's `use` can read without suspending again once it has settled. */
export interface LocaleReadiness extends Promise<void> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: undefined;
  reason?: unknown;
}

const readiness = new WeakMap<i18n, Map<Locale, LocaleReadiness>>();

/**
 * Settles once `locale`'s messages are in `instance`, downloading them the
 * first time. The same promise comes back every time, marked with how it
 * settled, so a render suspends only while they download, and a failed
 * download is reported once (the route's error page reloads the page, as
 * for any chunk) instead of being retried on every render.
 */
export function localeReady(instance: i18n, locale: Locale): LocaleReadiness {
  let byLocale = readiness.get(instance);
  if (byLocale === undefined) {
    byLocale = new Map();
    readiness.set(instance, byLocale);
  }
  const known = byLocale.get(locale);
  if (known) return known;
  const promise: LocaleReadiness = loadTranslations(locale).then((messages) => {
    instance.addResourceBundle(locale, 'translation', messages);
  });
  promise.status = 'pending';
  promise.then(
    () => {
      promise.status = 'fulfilled';
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
    },
  );
  byLocale.set(locale, promise);
  return promise;
}
