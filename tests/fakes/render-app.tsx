import { localeFromPath } from '@rewards-storefront/domain/locale/locale-path';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { App } from '../../ui/app';
import { createI18n } from '../../ui/i18n/i18n';
import { TRANSLATIONS } from './translations';
import { appRoutes } from '../../ui/routing/app-routes';
import { followRouterLocale } from '../../ui/routing/follow-router-locale';
import { startSessionServices } from '../../ui/session/start-session-services';

/**
 * Renders the whole storefront at `path` with the given container, as
 * main.tsx does in the browser but with a memory router: the router tells
 * the application the page's language, and the session services (the
 * member's data load, refresh, idle timeout, 401/403 handling) run until
 * the test ends. Both languages' whole catalogues are at hand unless the
 * test gives its own i18next instance.
 */
export function renderApp(container: Container, path = '/', i18n: i18n = createI18n(localeFromPath(path), { messages: TRANSLATIONS })) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const stopFollowing = followRouterLocale(router, container);
  const services = startSessionServices(container);
  onTestFinished(() => {
    services.unsubscribe();
    stopFollowing();
  });
  const view = render(
    <App container={container} i18n={i18n}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, router };
}
