import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Translations } from '../../ui/i18n/i18n';
import enCA from '../../ui/i18n/locales/en-CA.json';
import frCA from '../../ui/i18n/locales/fr-CA.json';

/** Both languages' messages at hand, as the app has them once downloaded: tests render either without waiting. */
export const TRANSLATIONS: Readonly<Record<Locale, Translations>> = { 'en-CA': enCA, 'fr-CA': frCA };
