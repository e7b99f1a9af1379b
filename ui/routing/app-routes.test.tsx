import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { renderApp } from '../../tests/fakes/render-app';

describe('Routes', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page in French under /fr', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/fr/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Cette page est introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute('href', '/fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
  });
});

describe('Single sign-on landing', () => {
  it('exchanges the token, marks the session as SSO and goes to the shop', async () => {
    const { container, fakes } = createFakeAppContainer();
    fakes.auth.ssoTokens.set('one-time', ALEX_MEMBER_ID);
    const { router } = renderApp(container, '/fr/sso/one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
    expect(fakes.sessionStorage.stored?.isSso).toBe(true);
    expect(fakes.auth.callsTo('authenticateSso')).toBe(1);
  });

  it('explains a refused token in French, with a link to sign in', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/fr/sso/forged');
    expect(await screen.findByText('Nous nous attendions à une réponse différente.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/login');
  });
});
