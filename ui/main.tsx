import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './styles/mantine';
import './styles/global.css';
import { localeFromPath } from '@domain/locale/locale-path';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createAppContainer } from './composition-root';
import { pageCspNonce } from './csp-nonce';
import { createI18n } from './i18n/i18n';
import { appRoutes } from './routing/app-routes';
import { followRouterLocale } from './routing/follow-router-locale';
import { startSessionServices } from './session/start-session-services';

const styleNonce = pageCspNonce(document);
// Mantine's modals lock scrolling with a <style> that react-remove-scroll adds with get-nonce's value.
if (styleNonce) setNonce(styleNonce);

const container = createAppContainer();
const i18n = createI18n(localeFromPath(window.location.pathname));
const router = createBrowserRouter(appRoutes());
followRouterLocale(router, container);
// The member's data load, token refresh, the idle timeout, 401/403 handling and the loading bar run for the
// whole life of the page (spec §4).
startSessionServices(container);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain #root');

createRoot(rootElement).render(
  <StrictMode>
    <App container={container} i18n={i18n} router={router} styleNonce={styleNonce} />
  </StrictMode>,
);
