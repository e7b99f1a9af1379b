import { TOKENS } from '@application/di-tokens';
import { Container } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useDependency } from '../hooks/use-dependency';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ClearNotificationsOnNavigation, NotificationBar } from './notification-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

/**
 * The pending-actions layout (spec §2): header (unless inside the bank's
 * mobile app), notification area, a spinner while the account loads and a
 * token exists, the page, footer. Entering it with a token loads what the
 * member needs (spec §4), which tells whether actions are still pending.
 */
export function PendingActionsLayout() {
  const { t } = useTranslate();
  const sessions = useDependency(TOKENS.sessionStore);
  const loadMemberData = useDependency(TOKENS.loadMemberData);
  const signedIn = useObservable(sessions.isSignedIn$);
  const { loading } = useObservable(useDependency(TOKENS.accountStore).state$);
  const inMobileApp = useObservable(useDependency(TOKENS.siteChrome).isMobileApp$);

  useEffect(() => {
    if (signedIn) void loadMemberData.execute();
  }, [signedIn, loadMemberData]);

  return (
    <>
      {!inMobileApp && <SiteHeader signedIn={signedIn} />}
      <NotificationBar />
      <ClearNotificationsOnNavigation />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="xl">
          {signedIn && loading ? (
            <PageLoader label={t('pendingActions.loadingAccount')} />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          )}
        </Container>
      </main>
      {!inMobileApp && <SiteFooter />}
    </>
  );
}
