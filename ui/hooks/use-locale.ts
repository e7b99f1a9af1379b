import { localeFromPath, localizePath } from '@rewards-storefront/domain/locale/locale-path';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/** The locale of the page, read from its path (spec §2: French routes live under /fr). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an English route ("/shop") into the same route in the page's locale ("/fr/shop"). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
