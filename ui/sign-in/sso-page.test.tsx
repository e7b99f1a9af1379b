import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { failed } from '../../tests/fakes/failures';
import { renderApp } from '../../tests/fakes/render-app';

describe('Single sign-on landing (spec §2 /sso/:token, §6, §8)', () => {
  it('tells a locked or fraud-flagged member to call the number on the card, with no sign-in link', async () => {
    const { container, fakes } = chromeScenario('guest');
    fakes.auth.authenticateSso = async () => failed({ reason: 'account-locked' as const });
    renderApp(container, '/sso/one-time');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account cannot be used at the moment. Please call the number on the back of your card.',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('tells someone who is not a primary cardholder in good standing that single sign-on is not for them, in French', async () => {
    const { container, fakes } = chromeScenario('guest');
    fakes.auth.authenticateSso = async () => failed({ reason: 'not-eligible' as const });
    renderApp(container, '/fr/sso/one-time');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’authentification unique est réservée au titulaire principal d’un compte en règle. Veuillez composer le numéro inscrit au verso de votre carte.',
    );
  });

  it('answers a token that does not work with the French mismatch text of spec §8', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/fr/sso/not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nous nous attendions à une réponse différente.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/login');
  });

  it('signs a primary cardholder in and lands in the shop', async () => {
    const { container, fakes } = chromeScenario('guest');
    fakes.auth.ssoTokens.set('good', ALEX_MEMBER_ID);
    const { router } = renderApp(container, '/sso/good');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(fakes.sessionStorage.stored?.isSso).toBe(true);
  });
});
