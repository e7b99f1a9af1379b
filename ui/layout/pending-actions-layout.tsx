import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ClearNotificationsOnNavigation, NotificationBar } from './notification-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';
import { MainContent } from './main-content';

/**
 * The pending-actions layout (spec §2): header (unless inside the bank's
 * mobile app), notification area, a spinner while the account loads and a
 * token exists, the page, footer. A signed-in member's account loads on its
 * own (WatchMemberData), which tells whether actions are still pending.
 */
export function PendingActionsLayout() {
  const { t } = useTranslate();
  const signedIn = useObservable(useCapability('session').sessionStore.isSignedIn$);
  const { loading } = useObservable(useCapability('session').accountStore.state$);
  const inMobileApp = useObservable(useCapability('content').siteChrome.isMobileApp$);

  return (
    <>
      {!inMobileApp && <SiteHeader signedIn={signedIn} />}
      <NotificationBar />
      <ClearNotificationsOnNavigation />
      <MainContent className={classes.main}>
        <Container size="xl">
          {signedIn && loading ? (
            <PageLoader label={t('pendingActions.loadingAccount')} />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          )}
        </Container>
      </MainContent>
      {!inMobileApp && <SiteFooter />}
    </>
  );
}
