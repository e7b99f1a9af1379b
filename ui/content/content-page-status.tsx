import type { ContentPageState } from '@application/content/content-page-store';
import { PageLoader } from '../components/page-loader';
import { useTranslate } from '../hooks/use-translate';
import { NotFoundPage } from '../components/not-found-page';
import { RetryAlert } from '../components/retry-alert';

/**
 * What a content page shows while it is not loaded: a loader, the 404 page
 * when the content service has no such page, or an error with a retry.
 * Null once the page is loaded.
 */
export function ContentPageStatus({ state, retry }: { state: ContentPageState; retry: () => void }) {
  const { t } = useTranslate();
  switch (state.status) {
    case 'loaded':
      return null;
    case 'not-found':
      return <NotFoundPage />;
    case 'failed':
      return (
        <RetryAlert message={t('content.error')} retryLabel={t('content.retry')} onRetry={retry} title={t('content.errorTitle')} />
      );
    default:
      return <PageLoader label={t('content.loading')} />;
  }
}
