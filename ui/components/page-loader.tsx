import { Center, Loader } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

/** What shows while a page's code or data loads. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslate();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label ?? t('app.loadingPage')} />
    </Center>
  );
}
