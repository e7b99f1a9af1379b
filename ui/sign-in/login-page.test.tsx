import type { SignInRefusal } from '@application/ports/auth-gateway';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { FakeAuthGateway } from '../../tests/fakes/fake-auth-gateway';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { failed } from '../../tests/fakes/failures';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { renderApp } from '../../tests/fakes/render-app';

function setUp(path: string) {
  const app = createFakeAppContainer({
    auth: new FakeAuthGateway().withMember('elite', 'Rewards#2026', ALEX_MEMBER_ID),
    accounts: new FakeAccountGateway(alexAccounts()),
  });
  return { ...app, ...renderApp(app.container, path) };
}

/** Opens the sign-in form at `path` with an API that refuses every sign-in for `reason`. */
function setUpRefusing(reason: SignInRefusal['reason'], path: string) {
  const auth = new FakeAuthGateway();
  auth.login = async () => failed({ reason });
  const app = createFakeAppContainer({ auth, accounts: new FakeAccountGateway(alexAccounts()) });
  renderApp(app.container, path);
  return app;
}

function fillAndSubmit(username: string, password: string, labels = { username: 'Username', password: 'Password', submit: 'Sign in' }) {
  fireEvent.change(screen.getByLabelText(labels.username, { exact: false, selector: 'input' }), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(labels.password, { exact: false, selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('Sign-in page', () => {
  it('labels its fields and names each missing one, in English', async () => {
    setUp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your rewards' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('names each missing field in French under /fr', async () => {
    setUp('/fr/login');
    await screen.findByLabelText("Nom d'utilisateur", { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(/Le champ « Nom d'utilisateur » est obligatoire/)).toBeInTheDocument();
    expect(screen.getByText(/Le champ « Mot de passe » est obligatoire/)).toBeInTheDocument();
  });

  it('says the credentials are wrong when the API refuses them, and stays signed out', async () => {
    const { fakes } = setUp('/login');
    await screen.findByLabelText('Username', { exact: false });
    fillAndSubmit('elite', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(fakes.sessionStorage.stored).toBeNull();
  });

  it('tells a member whose sign-in is paused after repeated failures how long to wait, in French', async () => {
    const app = setUpRefusing('too-many-attempts', '/fr/login');
    await screen.findByLabelText("Nom d'utilisateur", { exact: false });
    fillAndSubmit('elite', 'Rewards#2026', { username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'la connexion est suspendue après plusieurs tentatives infructueuses. Veuillez attendre 15 minutes, puis réessayer.',
    );
    expect(app.fakes.sessionStorage.stored).toBeNull();
  });

  it.each([
    ['/login', { username: 'Username', password: 'Password', submit: 'Sign in' }, 'Please try again in a few seconds.'],
    ['/fr/login', { username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter' }, 'Veuillez réessayer dans quelques secondes.'],
  ] as const)('tells a member turned away by a flood of sign-ins (%s) to try again in seconds, not minutes', async (path, labels, text) => {
    setUpRefusing('busy', path);
    await screen.findByLabelText(labels.username, { exact: false });
    fillAndSubmit('elite', 'Rewards#2026', labels);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('goes to the shop in the current locale after signing in', async () => {
    const { router, fakes } = setUp('/fr/login');
    await screen.findByLabelText("Nom d'utilisateur", { exact: false });
    fillAndSubmit('elite', 'Rewards#2026', { username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
    expect(fakes.sessionStorage.stored?.memberId).toBe(ALEX_MEMBER_ID);
    expect(await screen.findByRole('button', { name: 'Menu du profil' })).toBeInTheDocument();
  });

  it('lands a member who prefers French straight on /fr/shop from the English form, never on the English shop', async () => {
    const app = createFakeAppContainer({
      auth: new FakeAuthGateway().withMember('marie', 'Rewards#2026', ALEX_MEMBER_ID, 'fr-CA'),
      accounts: new FakeAccountGateway(alexAccounts()),
      // A fresh browser: no language settled yet for this member.
      languageCheck: new MemorySlot<number>(),
    });
    const { router } = renderApp(app.container, '/login');
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByLabelText('Username', { exact: false });
    fillAndSubmit('marie', 'Rewards#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
    stop();
    expect(visited).not.toContain('/shop');
    expect(await screen.findByRole('button', { name: 'Menu du profil' })).toBeInTheDocument();
  });

  it('asks a member who registered to confirm the email first, with a link for a new one', async () => {
    setUpRefusing('email-not-verified', '/login');
    await screen.findByLabelText('Username', { exact: false });
    fillAndSubmit('nadia.haddad', 'Maple#Leaf2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address first');
    expect(screen.getByRole('link', { name: 'Get a new confirmation link' })).toHaveAttribute('href', '/register/verify');
  });

  it('links to password recovery and registration, in the page’s language', async () => {
    setUp('/fr/login');
    expect(await screen.findByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute('href', '/fr/forgot-password');
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/fr/register');
  });
});
