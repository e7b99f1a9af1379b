import { useEffect } from 'react';
import { useTranslate } from './use-translate';

/** Sets the tab title to "<page> | <store>", in the page's locale, for screen readers and history. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslate();
  const storeTitle = t('app.title');
  useEffect(() => {
    document.title = `${pageTitle} | ${storeTitle}`;
  }, [pageTitle, storeTitle]);
}
