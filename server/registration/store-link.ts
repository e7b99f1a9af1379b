import type { Locale } from '@rewards-storefront/domain/locale/locale';

/** Where the links of emails lead: the store's page in the email's language. */
export function storeLink(origin: string, locale: Locale, path: string): string {
  return `${origin}${locale === 'fr-CA' ? '/fr' : ''}${path}`;
}
