import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario, type ScenarioViewer } from '../../tests/fakes/chrome-scenario';
import { FakeCatalogueGateway, aProduct, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';
import { TRANSLATIONS } from '../../tests/fakes/translations';
import { createI18n } from './i18n';
import { messagesOfPart } from './message-parts';

/**
 * The first screen with the core messages alone, as a page starts in the
 * browser: any key the layout, the home, shop or product page asks for that
 * is in another part would show raw, and is recorded here instead.
 */
function coreOnly(locale: Locale) {
  const i18n = createI18n(locale, { messages: { [locale]: messagesOfPart(TRANSLATIONS[locale], 'core') }, parts: ['core'] });
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => missing.push(key);
  return { i18n, missing };
}

function openWithCoreOnly(viewer: ScenarioViewer, path: string, locale: Locale) {
  const products = [aProduct({ id: 1, name: 'Product 1' }), aProductDetail({ id: 2, name: 'Nova Phone', slug: 'nova-phone' })];
  const scenario = chromeScenario(viewer, { catalogue: new FakeCatalogueGateway(products) });
  const { i18n, missing } = coreOnly(locale);
  const { router } = renderApp(scenario.container, path, i18n);
  return { missing, router };
}

describe('the first screen needs only the core messages', () => {
  it('the shop, with the member’s header, utility bar and menus', async () => {
    const { missing } = openWithCoreOnly('member', '/shop', 'en-CA');
    await screen.findByRole('heading', { name: 'Nova Phone' });
    fireEvent.click(screen.getByRole('button', { name: TRANSLATIONS['en-CA'].profileMenu.open }));
    await screen.findByText(TRANSLATIONS['en-CA'].profileMenu.signOut);
    expect(missing).toEqual([]);
  });

  it('a product page in French, in an agent’s session', async () => {
    const { missing } = openWithCoreOnly('login-as', '/fr/shop/nova-phone', 'fr-CA');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(missing).toEqual([]);
  });

  it('the home page, as a member', async () => {
    const { missing } = openWithCoreOnly('member', '/', 'en-CA');
    await screen.findByRole('button', { name: TRANSLATIONS['en-CA'].profileMenu.open });
    expect(missing).toEqual([]);
  });

  it('the shop and the sign-in dialog, as a guest (a guest’s home is the programme’s site)', async () => {
    const { missing } = openWithCoreOnly('guest', '/shop', 'en-CA');
    fireEvent.click(await screen.findByRole('button', { name: TRANSLATIONS['en-CA'].header.signIn }));
    await screen.findByRole('dialog', { name: TRANSLATIONS['en-CA'].signInModal.title });
    expect(missing).toEqual([]);
  });
});

describe('a later page brings its parts of the messages', () => {
  it('renders the cart only once the checkout part is in: no key is ever asked for before it', async () => {
    const { missing } = openWithCoreOnly('member', '/shop/cart', 'en-CA');
    await screen.findByRole('heading', { level: 1, name: TRANSLATIONS['en-CA'].cart.heading });
    expect(missing).toEqual([]);
  });

  it('switching language on the order history brings the French core and the orders part together', async () => {
    const { missing, router } = openWithCoreOnly('member', '/account/order-history', 'en-CA');
    await screen.findByRole('heading', { level: 1, name: TRANSLATIONS['en-CA'].orders.history.heading });

    await act(() => router.navigate('/fr/account/order-history'));

    await screen.findByRole('heading', { level: 1, name: TRANSLATIONS['fr-CA'].orders.history.heading });
    expect(missing).toEqual([]);
  });
});
