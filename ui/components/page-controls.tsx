import { Button, Group, Text } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

/** Previous and next page, and where the member is ("Page 2 of 3"); nothing for a single page. */
export function PageControls({
  page,
  lastPage,
  onPage,
}: {
  readonly page: number;
  readonly lastPage: number;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslate();
  if (lastPage <= 1) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={t('account.pages.label')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('account.pages.previous')}
      </Button>
      <Text m={0}>{t('account.pages.status', { page, lastPage })}</Text>
      <Button variant="default" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('account.pages.next')}
      </Button>
    </Group>
  );
}
