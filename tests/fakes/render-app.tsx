import { localeFromPath } from '@domain/locale/locale-path';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../ui/app';
import { createI18n } from '../../ui/i18n/i18n';
import { appRoutes } from '../../ui/routing/app-routes';

/**
 * Renders the whole storefront at `path` with the given container, as
 * main.tsx does in the browser but with a memory router.
 */
export function renderApp(container: Container, path = '/') {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const view = render(<App container={container} i18n={createI18n(localeFromPath(path))} router={router} />);
  return { ...view, router };
}
