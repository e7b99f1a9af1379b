import { Container } from '@mantine/core';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { LoginAsBanner } from '../session/login-as-banner';
import { BroadcastBar } from './broadcast-bar';
import { ClearNotificationsOnNavigation, NotificationBar } from './notification-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useChromeSettled } from './use-chrome-settled';
import classes from './site-layout.module.css';
import { MAIN_CONTENT_ID, MainContent } from './main-content';

export const NAVIGATION_ID = 'main-navigation';

// Issue 26: the pay-back reminder needs the redemptions capability, loaded only once a member is signed in.
const PayBackReminder = lazy(() => import('../redemptions/pay-back-reminder'));

/**
 * The default layout (spec §2): skip links, header, main content, footer.
 * Keeps `<html lang>` on the page's locale.
 */
export function SiteLayout() {
  const { t, locale } = useTranslate();
  const signedIn = useObservable(useCapability('session').sessionStore.isSignedIn$);
  // Spec §1: inside the bank's mobile apps the app draws its own chrome.
  const inMobileApp = useObservable(useCapability('content').siteChrome.isMobileApp$);
  const chromeSettled = useChromeSettled(signedIn);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Laid out from the start (the page's own loads begin) but painted only once the broadcast bar, header and
  // utility bar have their data: they appear in place instead of pushing the page down.
  return (
    <>
      {/* Off-screen until focused, so they can be reached by the first Tab, before the chrome shows. */}
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      {!inMobileApp && (
        <a className={classes.skipLink} href={`#${NAVIGATION_ID}`}>
          {t('app.skipToNavigation')}
        </a>
      )}
      <div className={classes.shell} data-settled={chromeSettled}>
        <LoginAsBanner />
        <BroadcastBar />
        {!inMobileApp && <SiteHeader signedIn={signedIn} />}
        <NotificationBar />
        <ClearNotificationsOnNavigation />
        <MainContent className={classes.main}>
          <Container size="xl">
            {signedIn && (
              <Suspense fallback={null}>
                <PayBackReminder />
              </Suspense>
            )}
            <Suspense fallback={<PageLoader fill />}>
              <Outlet />
            </Suspense>
          </Container>
        </MainContent>
        {!inMobileApp && <SiteFooter />}
      </div>
    </>
  );
}
