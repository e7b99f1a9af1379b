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

describe('Access redirect (spec §2)', () => {
  function signedIn() {
    const created = createFakeAppContainer();
    created.fakes.auth.ssoTokens.set('one-time', ALEX_MEMBER_ID);
    created.fakes.accessUrls.withSignedItem('navigation', 'maison-plus', {
      en: '/sandbox/partner/maison-plus',
      fr: '/sandbox/partner/maison-plus?lang=fr',
    });
    return created;
  }

  it('asks for the access URL in the page’s language and replaces the page with it', async () => {
    const { container, fakes } = signedIn();
    const { router } = renderApp(container, '/fr/sso/one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
    await router.navigate('/fr/access/navigation/maison-plus');
    await waitFor(() => expect(fakes.pageNavigator.replaced).toEqual(['/sandbox/partner/maison-plus?lang=fr&access_token=fake-1']));
    expect(screen.getByText('Nous vous dirigeons vers le site partenaire…')).toBeInTheDocument();
  });

  it('says an item without an access URL is not available, with a way back, and asks nothing more', async () => {
    const { container, fakes } = signedIn();
    const { router } = renderApp(container, '/sso/one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    await router.navigate('/access/navigation/techhub');
    expect(await screen.findByText('This link is not available to you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(fakes.pageNavigator.replaced).toEqual([]);
  });

  it('offers to try again when the programme did not answer, in French, and goes on when it does', async () => {
    const { container, fakes } = signedIn();
    const { router } = renderApp(container, '/fr/sso/one-time');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
    fakes.accessUrls.nextResult = { ok: false, reason: 'unavailable', detail: 'fake unavailable' };
    await router.navigate('/fr/access/navigation/maison-plus');
    expect(await screen.findByText('Le site partenaire n’a pas pu être joint. Veuillez réessayer.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Réessayer' }).click();
    await waitFor(() => expect(fakes.pageNavigator.replaced).toHaveLength(1));
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
