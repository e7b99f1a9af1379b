import './styles/fonts.css';
import './styles/mantine';
import './styles/global.css';
import { RememberLocale } from '@application/locale/remember-locale';
import { capability } from './di/capabilities';
import { rememberedLandingPath } from '@rewards-storefront/domain/locale/locale-cookie';
import { localeFromPath } from '@rewards-storefront/domain/locale/locale-path';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app';
import { showBootFailure } from './boot-failure';
import { yieldToBrowser } from './yield-to-browser';
import { createAppContainer, createLocaleMemory } from './composition-root';
import { pageCspNonce } from './csp-nonce';
import { createI18n, loadMessages } from './i18n/i18n';
import { appRoutes } from './routing/app-routes';
import { followRouterLocale } from './routing/follow-router-locale';
import { preloadFirstPage, preloadMemberPage } from './routing/preload-first-page';
import { startSessionServices } from './session/start-session-services';
import { replayEarlyClick, takeEarlyClick } from './server-rendering/early-click';
import { networkQuiet } from './server-rendering/network-quiet';
import {
  applyServerStyleAttributes,
  HYDRATION_MISMATCH,
  isHydrationError,
  renderedOnServerFor,
  shouldHydrate,
} from './server-rendering/server-rendered-root';

// A returning visitor who chose French lands on the French home (spec §9 locale cookie; the server
// redirects too, this covers a page served without it).
const localeMemory = createLocaleMemory();
const landing = rememberedLandingPath(window.location.pathname, localeMemory.remembered());
if (landing !== null) window.history.replaceState(window.history.state, '', `${landing}${window.location.search}${window.location.hash}`);

const locale = localeFromPath(window.location.pathname);
// Asked for first: the page's core messages (the server's HTML already started their download beside the entry's).
const translations = loadMessages(locale, 'core');

const styleNonce = pageCspNonce(document);
// Mantine's modals lock scrolling with a <style> that react-remove-scroll adds with get-nonce's value.
if (styleNonce) setNonce(styleNonce);

/** The server's answers come in microtasks; past this an answer the server had not recorded is on its way (network). */
const HYDRATION_DATA_WAIT_MS = 1000;

/**
 * The page's start, in three tasks with the browser's turn between them (issue 24: one start-up task held a phone's
 * main thread for a third of a second): the container, then the router, then the rest. The last starts the page's
 * loads and the session services that handle their answers (a 401 among them) in one task, in the order it always
 * had, so no answer can come before what handles it.
 */
async function boot(): Promise<void> {
  const container = createAppContainer();
  await yieldToBrowser();

  // Routes only: its first match downloads the page's code and asks nothing of the API.
  const router = createBrowserRouter(appRoutes());
  await yieldToBrowser();

  // The shop's product list or a product's detail starts loading now, beside the page's code.
  preloadFirstPage(container, window.location);
  followRouterLocale(router, container);
  // From now on each language the visitor switches to is remembered for their next visit.
  new RememberLocale(capability(container, 'session').localeStore, localeMemory).execute();
  // The member's data load, token refresh, the idle timeout, 401/403 handling and the loading bar run for the
  // whole life of the page (spec §4).
  startSessionServices(container);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html must contain #root');

  // The page the server rendered (issue 24) is hydrated once the stores hold what it was rendered with: the server's
  // answers come back at once, in place of the API's. Only when this browser's first render is that page, for the same
  // viewer (a member's page in a browser holding that member's session); otherwise the browser renders its own.
  const session = capability(container, 'session');
  const hydrate = shouldHydrate(renderedOnServerFor(rootElement), {
    memberId: session.sessionStore.snapshot.session?.memberId ?? null,
    loggedInAs: session.loginAsStore.snapshot !== null,
    languageCheckedFor: session.applyPreferredLanguage.settledFor(),
  });

  await translations.then(
    async (messages) => {
      const i18n = createI18n(locale, { messages: { [locale]: messages }, parts: ['core'] });
      const app = (
        <StrictMode>
          <App container={container} i18n={i18n} styleNonce={styleNonce}>
            <RouterProvider router={router} />
          </App>
        </StrictMode>
      );
      if (hydrate) {
        applyServerStyleAttributes(rootElement);
        // A member's page was rendered with their notices: the stores hold them too before hydrating.
        // (A chunk that fails to download is the page's chunk-failure recovery's to handle, not hydration's.)
        await preloadMemberPage(container).catch(() => undefined);
        await networkQuiet(container, HYDRATION_DATA_WAIT_MS);
        // A button clicked before this script ran is clicked again once React listens: it hydrates at once to answer.
        const earlyClick = takeEarlyClick();
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
        // the whole page (the page is already painted: nothing waits on it but the member's first click).
        startTransition(() => {
          hydrateRoot(rootElement, app, {
            // React renders the page afresh where the markup differs; still a bug, and the journeys fail on it.
            onRecoverableError: (error) => {
              reportError(error);
              if (!isHydrationError(error)) return;
              const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
              console.error(`${HYDRATION_MISMATCH} ${error instanceof Error ? error.message : String(error)}${cause}`);
            },
          });
        });
        replayEarlyClick(earlyClick);
      } else {
        // The server's page (and a click on it) gives way to the browser's own.
        takeEarlyClick();
        createRoot(rootElement).render(app);
      }
    },
    () => {
      takeEarlyClick();
      showBootFailure(rootElement, () => window.location.reload());
    },
  );
}

void boot();

