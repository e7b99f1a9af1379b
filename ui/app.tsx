import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { ContainerProvider } from './di/container-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * The storefront with its providers: theme, translations, dependencies, and
 * `children`, its routes: the browser's router, or the server's static one
 * for the page it renders (ui/server-rendering/server-entry.tsx).
 */
export function App({ container, i18n, styleNonce, children }: { container: Container; i18n: i18n; styleNonce?: string; children: ReactNode }) {
  // Mantine stamps the page's CSP nonce on the <style> elements it adds (theme variables, responsive props).
  const getStyleNonce = styleNonce === undefined ? undefined : () => styleNonce;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          {children}
        </ContainerProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
