import type { ContentPageState } from '@application/content/content-page-store';
import { TOKENS } from '@application/di-tokens';
import type { ContentPageSlug } from '@domain/content/content-page';
import { useCallback, useEffect } from 'react';
import { useDependency } from '../hooks/use-dependency';
import { useLocale } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';

/**
 * The content page `slug` in the page's locale, for the current audience:
 * asked for on arrival, on a locale change and on sign-in or sign-out. Until
 * the store holds this page, the state reads as loading (never another
 * page's content).
 */
export function useContentPage(slug: ContentPageSlug): { state: ContentPageState; retry: () => void } {
  const locale = useLocale();
  const loadPage = useDependency(TOKENS.loadContentPage);
  const stored = useObservable(useDependency(TOKENS.contentPageStore).state$);
  const signedIn = useObservable(useDependency(TOKENS.sessionStore).isSignedIn$);
  const retry = useCallback(() => void loadPage.execute({ slug, locale }), [loadPage, slug, locale]);

  useEffect(() => {
    retry();
  }, [retry, signedIn]);

  const isThisPage = stored.status !== 'idle' && stored.query.slug === slug && stored.query.locale === locale;
  return { state: isThisPage ? stored : { status: 'loading', query: { slug, locale } }, retry };
}
