import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useTranslate } from '../hooks/use-translate';
import { ProgrammeLogo } from './programme-logo';
import classes from './blank-layout.module.css';
import { MainContent } from './main-content';

/**
 * The blank layout (spec §2), used by /login-as: the programme's logo and
 * the page, nothing to navigate away with while a session is being opened.
 */
export function BlankLayout() {
  const { t } = useTranslate();
  return (
    <>
      <header className={classes.header}>
        <Container size="xl" py="md">
          <span role="img" aria-label={t('app.name')}>
            <ProgrammeLogo name={t('app.name')} />
          </span>
        </Container>
      </header>
      <MainContent className={classes.main}>
        <Container size="xl">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </MainContent>
    </>
  );
}
