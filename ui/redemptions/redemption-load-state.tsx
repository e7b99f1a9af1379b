import { Alert, Button, Group, Text } from '@mantine/core';
import { PageLoader } from '../components/page-loader';
import { useTranslate } from '../hooks/use-translate';

/**
 * What a redemption page shows until its products are loaded: the loader,
 * "no card to redeem from", or the failure with a retry. Nothing once loaded.
 */
export function RedemptionLoadState({
  status,
  onRetry,
}: {
  /** The store's status for this page; null while it has not started on it. */
  readonly status: 'loading' | 'no-card' | 'failed' | 'loaded' | null;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslate();
  if (status === null || status === 'loading') return <PageLoader label={t('redemptions.loading')} />;
  if (status === 'no-card') return <Alert color="gray">{t('redemptions.noCard')}</Alert>;
  if (status === 'failed') {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{t('redemptions.loadError')}</Text>
          <Button variant="white" color="red" onClick={onRetry}>
            {t('account.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
