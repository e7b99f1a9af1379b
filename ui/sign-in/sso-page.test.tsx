import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { failed } from '../../tests/fakes/failures';
import { renderApp } from '../../tests/fakes/render-app';

describe('Single sign-on landing (spec §2 /sso/:token, §6, §8)', () => {
  it.each([
    {
      who: 'a locked or fraud-flagged member to call the number on the card',
      reason: 'account-locked',
      path: '/sso/one-time',
      text: 'Your account cannot be used at the moment. Please call the number on the back of your card.',
      signIn: 'Sign in',
    },
    {
      who: 'someone who is not a primary cardholder in good standing that single sign-on is not for them, in French',
      reason: 'not-eligible',
      path: '/fr/sso/one-time',
      text: 'L’authentification unique est réservée au titulaire principal d’un compte en règle. Veuillez composer le numéro inscrit au verso de votre carte.',
      signIn: 'Se connecter',
    },
  ] as const)('tells $who, with no sign-in link', async ({ reason, path, text, signIn }) => {
    const { container, fakes } = chromeScenario('guest');
    fakes.auth.authenticateSso = async () => failed({ reason });
    renderApp(container, path);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('link', { name: signIn })).toBeNull();
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
