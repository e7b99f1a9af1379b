import { Center, Loader } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';
import classes from './page-loader.module.css';

/**
 * What shows while a page's code or data loads. `fill` keeps the viewport's
 * height below the spinner, where the page will be, so the footer does not
 * show under a short loader and then jump down (issue 16: no layout shift).
 */
export function PageLoader({ label, fill = false }: { label?: string; fill?: boolean }) {
  const { t } = useTranslate();
  return (
    <Center py="xl" className={fill ? classes.fill : undefined}>
      <Loader role="status" aria-label={label ?? t('app.loadingPage')} />
    </Center>
  );
}
