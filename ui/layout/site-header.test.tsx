import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aStoredSession, createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { renderApp } from '../../tests/fakes/render-app';

function signedIn() {
  const clock = new FixedClock();
  return createFakeAppContainer({
    clock,
    accounts: new FakeAccountGateway(alexAccounts()),
    sessionStorage: new InMemorySessionStorage(aStoredSession(clock, ALEX_MEMBER_ID)),
  });
}

describe('Site header', () => {
  it('links to the same page in the other language, keeping query and hash', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/shop?page=2#top');
    const french = await screen.findByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/shop?page=2#top');
    expect(french).toHaveAttribute('lang', 'fr-CA');
  });

  it('links back to English from a French page', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/fr/login');
    expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', '/login');
  });

  it('offers skip links to the main content and the navigation, and has the page landmarks', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/login');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: 'Skip to navigation' })).toHaveAttribute('href', '#main-navigation');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rewards store home' })).toHaveAttribute('href', '/');
  });

  it('signs out: tells the API, forgets the session and the cards, and goes to the sign-in page', async () => {
    const { container, fakes } = signedIn();
    const { router } = renderApp(container, '/fr/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/login'));
    expect(fakes.auth.callsTo('logout')).toBe(1);
    expect(fakes.sessionStorage.stored).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vos points et votre carte' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('signs out even when the API cannot be reached', async () => {
    const { container, fakes } = signedIn();
    fakes.auth.logout = () => Promise.reject(new Error('offline'));
    const { router } = renderApp(container, '/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakes.sessionStorage.stored).toBeNull();
  });
});
