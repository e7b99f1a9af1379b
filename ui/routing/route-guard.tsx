import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { FullPageMessage } from '../components/full-page-message';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { RouteLoadingBar } from '../loading/route-loading-bar';
import { ErrorPage } from '../components/error-page';
import { PreferredLanguageSwitcher } from '../session/preferred-language-switcher';
import { SessionExpiredModal } from '../session/session-expired-modal';
import { IdleWarningModal } from '../session/idle-warning-modal';
import { SessionRedirector } from '../session/session-redirector';

/**
 * The route guard, as a layout route around every localized route (spec §2,
 * decisions §4): the GuardNavigation use case decides each navigation; this
 * follows the decision: show the page, stay on the previous public page,
 * leave for the external programme home (a full-page load), or wait for the
 * content configuration. It also saves a deep link from any page's `action`
 * parameter, and carries what belongs to every layout: the loading bar, the
 * session-expired modal, the session's redirects and the preferred-language
 * switch.
 */
export function RouteGuard() {
  const { t, locale } = useTranslate();
  const location = useLocation();
  const guard = useCapability('content').guardNavigation;
  const saveDeepLink = useCapability('content').saveDeepLink;
  const pages = useCapability('ports').pageNavigator;
  // What the decision reads; subscribing re-renders the guard when any of it changes.
  useObservable(useCapability('session').sessionStore.isSignedIn$);
  useObservable(useCapability('content').contentStore.state$);
  useObservable(useCapability('session').sessionExpiryStore.expired$);
  useObservable(useCapability('session').navigationHold.held$);

  const previousLocation = useRef<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  // Only the catch-all (404) route has a splat parameter.
  const isKnownRoute = useParams()['*'] === undefined;
  const decision = guard.execute({
    pathname: location.pathname,
    previousLocation: previousLocation.current,
    locale,
    isKnownRoute,
  });

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Saved before any redirect below: the deep link must survive the trip to the programme home.
  useEffect(() => {
    saveDeepLink.execute({ search: location.search });
  }, [saveDeepLink, location.search]);

  useEffect(() => {
    if (decision.kind === 'allow') previousLocation.current = here;
  }, [decision.kind, here]);

  const externalUrl = decision.kind === 'external' ? decision.url : null;
  useEffect(() => {
    if (externalUrl !== null) pages.assign(externalUrl);
  }, [externalUrl, pages]);

  return (
    <>
      <RouteLoadingBar />
      <SessionRedirector />
      <PreferredLanguageSwitcher />
      <IdleWarningModal />
      <SessionExpiredModal />
      {decision.kind === 'allow' || decision.kind === 'hold' ? (
        <Outlet />
      ) : decision.kind === 'back' ? (
        <Navigate to={decision.to} replace />
      ) : decision.kind === 'external' ? (
        <FullPageMessage message={t('guard.leaving')} />
      ) : decision.kind === 'unavailable' ? (
        <main>
          <ErrorPage status={503} />
        </main>
      ) : (
        <FullPageMessage message={t('guard.checking')} />
      )}
    </>
  );
}
