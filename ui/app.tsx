import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContainerProvider } from './di/container-context';
import { cssVariablesResolver, theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/** The storefront with its providers: theme, translations, dependencies, routes. */
export function App({ container, i18n, router }: { container: Container; i18n: i18n; router: Router }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <RouterProvider router={router} />
        </ContainerProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
