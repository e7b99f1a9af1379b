import type { MenuEntry } from '@application/content/site-chrome';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import { LOCALES } from '@rewards-storefront/domain/locale/locale';
import { stripLocale, switchLocaleUrl } from '@rewards-storefront/domain/locale/locale-path';
import { Anchor, Box, Burger, Button, Container, VisuallyHidden } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { UtilityBar } from '../account/utility-bar';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { CartLink } from '../cart/cart-link';
// Light until their dropdowns' code loads, after the first screen (see useDeferredMenu).
import { MainNavigation } from './main-navigation';
import { ProfileMenu } from './profile-menu';
import { ProgrammeLogo } from './programme-logo';
import classes from './site-header.module.css';
import { useSignOutFlow } from '../session/use-sign-out-flow';
import { useLocationAsRendered } from '../hooks/use-hydrated';

// Dialogs load the first time they open (most visits never open them), fetched as the pointer or focus reaches their button.
const SignInModal = lazyWithPreload(() => import('../sign-in/sign-in-modal').then((module) => module.SignInModal));
const MobileNavigation = lazyWithPreload(() => import('./mobile-navigation').then((module) => module.MobileNavigation));
const RedirectNoticeModal = lazy(() => import('./redirect-notice-modal').then((module) => ({ default: module.RedirectNoticeModal })));

type Dialog = 'sign-in' | 'mobile-navigation' | 'redirect-notice';

/**
 * The header (spec §2 Header): the logo of the member's account type (not a
 * link while an admin is logged in as the member), the content service's
 * navigation (a hamburger and full-screen menu under 992px), the card's tier
 * label, the other language, the cart with its item count and the profile
 * menu or, for visitors, the sign-in dialog (also opened when a member-only
 * action asks a visitor to sign in) and a join-now link; the utility bar
 * under it for members.
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const { t, locale } = useTranslate();
  const location = useLocation();
  // The language switch keeps the #fragment, which the server never sees: added once hydrated.
  const renderedLocation = useLocationAsRendered();
  const localized = useLocalizedPath();
  const header = useObservable(useCapability('content').siteChrome.header$);
  const { signOut, signingOut } = useSignOutFlow();
  const takeDeepLink = useCapability('content').takeDeepLink;
  const preferredLanguage = useCapability('session').applyPreferredLanguage;
  const signInPrompt = useCapability('session').signInPrompt;
  const signInRequested = useObservable(signInPrompt.open$);
  const otherLocale = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  // The sign-in page is the sign-in: a second "Sign in" there would only compete with its form.
  const onSignInPage = stripLocale(location.pathname) === '/login';

  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog stays mounted once loaded, so that closing it can animate out.
  const [loaded, setLoaded] = useState<ReadonlySet<Dialog>>(new Set());
  const [partnerItem, setPartnerItem] = useState<NavigationItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (which: Dialog) => {
    // Back where the member was on close: Mantine only returns focus from its second opening on.
    opener.current = returnPointFor(which, document.activeElement, opener.current);
    setLoaded((current) => new Set(current).add(which));
    setDialog(which);
  };
  const close = () => {
    setDialog(null);
    opener.current?.focus();
  };
  // A member-only action of a visitor (wishlist heart, add to cart) asks for the sign-in dialog.
  useEffect(() => {
    if (signInRequested && !signedIn) open('sign-in');
    // `open` is left out of the dependencies: it is recreated every render, and only a new request matters.
  }, [signInRequested, signedIn]);
  const choosePartner = (entry: MenuEntry) => {
    setPartnerItem(entry.item);
    open('redirect-notice');
  };

  const logo = (
    <ProgrammeLogo
      name={t('app.name')}
      variant={header.logoVariant}
      variantName={header.logoVariant === 'personal' ? null : t(`nav.logoVariant.${header.logoVariant}`)}
    />
  );

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        {header.logoLinksHome ? (
          <Anchor component={Link} to={localized('/')} className={classes.logoLink} aria-label={t('header.homeLink')}>
            {logo}
          </Anchor>
        ) : (
          <span className={classes.logoLink} role="img" aria-label={t('nav.logoLabel')}>
            {logo}
          </span>
        )}
        <nav id="main-navigation" tabIndex={-1} aria-label={t('header.navigationLabel')} className={classes.nav}>
          <Box visibleFrom="md" className={classes.menu}>
            <MainNavigation entries={header.navigation} onPartnerChoice={choosePartner} />
          </Box>
          <div className={classes.tools}>
            {header.tier && (
              <span className={classes.tier} data-tier={header.tier}>
                <VisuallyHidden>{t('nav.tier.label')} </VisuallyHidden>
                {t(`nav.tier.${header.tier}`)}
              </span>
            )}
            <Anchor
              component={Link}
              to={switchLocaleUrl(renderedLocation, otherLocale)}
              lang={otherLocale}
              hrefLang={otherLocale}
              onClick={() => preferredLanguage.languageChosen()}
              className={classes.languageLink}
            >
              {t('header.otherLanguage')}
            </Anchor>
            {signedIn && <CartLink />}
            {signedIn ? (
              <ProfileMenu header={header} signingOut={signingOut} onSignOut={() => void signOut()} />
            ) : (
              <>
                {!onSignInPage && (
                  <Button
                    leftSection={<IconLogin size={18} aria-hidden="true" />}
                    aria-haspopup="dialog"
                    aria-expanded={dialog === 'sign-in'}
                    onPointerEnter={SignInModal.preload}
                    onFocus={SignInModal.preload}
                    onClick={() => open('sign-in')}
                  >
                    {t('header.signIn')}
                  </Button>
                )}
                {header.externalUrls && (
                  <Anchor href={header.externalUrls.joinNow} visibleFrom="md" className={classes.joinNow}>
                    {t('nav.joinNow')}
                  </Anchor>
                )}
              </>
            )}
            <Burger
              hiddenFrom="md"
              opened={dialog === 'mobile-navigation'}
              onPointerEnter={MobileNavigation.preload}
              onFocus={MobileNavigation.preload}
              onClick={() => open('mobile-navigation')}
              aria-label={t('nav.openMenu')}
              aria-haspopup="dialog"
              size="md"
            />
          </div>
        </nav>
      </Container>
      {signedIn && <UtilityBar />}
      <Suspense fallback={null}>
        {loaded.has('sign-in') && (
          <SignInModal
            opened={dialog === 'sign-in'}
            onClose={() => {
              // Spec §2: closing the dialog clears the redirect URL. Taking the saved
              // deep link deletes it; the visitor gave up signing in, so it is not followed.
              takeDeepLink.execute();
              signInPrompt.close();
              close();
            }}
            onStoreSignIn={() => {
              signInPrompt.close();
              setDialog(null);
            }}
            externalUrls={header.externalUrls}
            offersStoreSignIn={header.offersStoreSignIn}
          />
        )}
        {loaded.has('mobile-navigation') && (
          <MobileNavigation
            opened={dialog === 'mobile-navigation'}
            onClose={close}
            entries={header.navigation}
            signedIn={signedIn}
            joinNowUrl={header.externalUrls?.joinNow ?? null}
            otherLocale={otherLocale}
            onPartnerChoice={choosePartner}
          />
        )}
        {loaded.has('redirect-notice') && <RedirectNoticeModal opened={dialog === 'redirect-notice'} item={partnerItem} onClose={close} />}
      </Suspense>
    </header>
  );
}

/**
 * Where focus goes back when a dialog closes: the control that opened it. A
 * partner chosen in a dropdown returns to the dropdown's button (the item
 * itself is gone); one chosen in the mobile navigation returns to the
 * hamburger, which opened that navigation.
 */
function returnPointFor(which: Dialog, active: Element | null, current: HTMLElement | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return current;
  if (which !== 'redirect-notice') return active;
  const menuButtonId = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  if (menuButtonId) return document.getElementById(menuButtonId);
  return active.closest('[role="dialog"]') ? current : active;
}
