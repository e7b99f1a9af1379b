import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContainerProvider } from './di/container-context';
import { cssVariablesResolver, theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/** The storefront with its providers: theme, translations, dependencies, routes. */
export function App({ container, i18n, router, styleNonce }: { container: Container; i18n: i18n; router: Router; styleNonce?: string }) {
  // Mantine stamps the page's CSP nonce on the <style> elements it adds (theme variables, responsive props).
  const getStyleNonce = styleNonce === undefined ? undefined : () => styleNonce;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <RouterProvider router={router} />
        </ContainerProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
