import { useTranslation } from 'react-i18next';
import { useLocale } from './use-locale';

/**
 * Translations in the page's locale. The language comes from the path on every
 * render, so text can never lag behind a locale switch.
 */
export function useTranslate() {
  const locale = useLocale();
  const { t } = useTranslation('translation', { lng: locale });
  return { t, locale };
}
