import { Alert } from '@mantine/core';
import { PageLoader } from '../components/page-loader';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';

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
      <RetryAlert message={t('redemptions.loadError')} retryLabel={t('account.retry')} onRetry={onRetry} />
    );
  }
  return null;
}
