import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMessages, localeReady } from '../i18n/i18n';
import { useLocale } from './use-locale';

/**
 * Translations in the page's locale. The language comes from the path on every
 * render, so text can never lag behind a locale switch; the first render in a
 * language waits until its core messages have downloaded (a route's own parts
 * are waited for by the route, ui/routing/capability-page.tsx). If that
 * download failed, the failure is thrown once (the route's error page reloads
 * the page) and then the text falls back to the messages at hand rather than
 * a blank page.
 */
export function useTranslate() {
  const locale = useLocale();
  const { t, i18n } = useTranslation('translation', { lng: locale });
  if (!hasMessages(i18n, locale, CORE)) {
    const ready = localeReady(i18n, locale);
    if (ready.status !== 'rejected' || !reported.has(ready)) {
      if (ready.status === 'rejected') reported.add(ready);
      use(ready as Promise<void>);
    }
  }
  return { t, locale };
}

const CORE = ['core'] as const;

/** Failed downloads already thrown to an error page. */
const reported = new WeakSet<Promise<void>>();
