import type { ContentPageState } from '@application/content/content-page-store';
import type { ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import { useEffect } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useLocale } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';

/**
 * The content page `slug` in the page's locale, for the current audience
 * (the store follows the language and the session). Until the store holds
 * this page, the state reads as loading (never another page's content).
 */
export function useContentPage(slug: ContentPageSlug): { state: ContentPageState; retry: () => void } {
  const locale = useLocale();
  const store = useCapability('content').contentPageStore;
  const stored = useObservable(store.state$);

  useEffect(() => store.show(slug), [store, slug]);

  const isThisPage = 'query' in stored && stored.query.slug === slug && stored.query.locale === locale;
  return { state: isThisPage ? stored : { status: 'loading', slug }, retry: () => store.retry() };
}
