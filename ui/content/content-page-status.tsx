import type { ContentPageState } from '@application/content/content-page-store';
import { Alert, Button, Group, Text } from '@mantine/core';
import { PageLoader } from '../components/page-loader';
import { useTranslate } from '../hooks/use-translate';
import { NotFoundPage } from '../components/not-found-page';

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
        <Alert color="red" role="alert" title={t('content.errorTitle')}>
          <Group justify="space-between">
            <Text>{t('content.error')}</Text>
            <Button variant="white" color="red" onClick={retry}>
              {t('content.retry')}
            </Button>
          </Group>
        </Alert>
      );
    default:
      return <PageLoader label={t('content.loading')} />;
  }
}
