import { capability } from '../di/capabilities';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { Session } from '@application/session/session';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { aContentConfig } from '../../tests/fakes/content-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { FakeAuthGateway } from '../../tests/fakes/fake-auth-gateway';
import { aStoredSession, createFakeAppContainer, type FakePorts } from '../../tests/fakes/fake-app-container';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { renderApp } from '../../tests/fakes/render-app';
import { startSessionServices } from '../session/start-session-services';

let stopServices: (() => void) | null = null;
afterEach(() => {
  stopServices?.();
  stopServices = null;
});

function setUp(path: string, { signedIn = false, ...overrides }: Partial<FakePorts> & { signedIn?: boolean } = {}) {
  const clock = new FixedClock();
  const app = createFakeAppContainer({
    clock,
    auth: new FakeAuthGateway().withMember('elite', 'Rewards#2026', ALEX_MEMBER_ID),
    accounts: new FakeAccountGateway(alexAccounts()),
    sessionStorage: new MemorySlot<Session>(signedIn ? aStoredSession(clock, ALEX_MEMBER_ID) : null),
    ...overrides,
  });
  const services = startSessionServices(app.container);
  stopServices = () => services.unsubscribe();
  // The app's container wins over the DOM container of the render result.
  return { ...renderApp(app.container, path), ...app };
}

/** Signs in on the form once it shows, as the member setUp holds, with the form's labels in the page's language. */
async function signInAsElite(labels: { readonly username: string; readonly password: string; readonly submit: string }) {
  await screen.findByLabelText(labels.username, { exact: false });
  fireEvent.change(screen.getByLabelText(labels.username, { exact: false, selector: 'input' }), { target: { value: 'elite' } });
  fireEvent.change(screen.getByLabelText(labels.password, { exact: false, selector: 'input' }), { target: { value: 'Rewards#2026' } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('Route guard (spec §2, decisions §4)', () => {
  it('sends a guest on a members-only page to the external programme home with a full-page load', async () => {
    const { fakes } = setUp('/account/wishlist');
    expect(await screen.findByText('Taking you to the rewards programme home page…')).toBeInTheDocument();
    expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home']);
  });

  it('sends a French guest to the French programme home', async () => {
    const { fakes } = setUp('/fr/account');
    await waitFor(() => expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home?lang=fr']));
    expect(screen.getByText("Redirection vers la page d'accueil du programme de récompenses…")).toBeInTheDocument();
  });

  it('sends a guest asking for home to the programme home: home is for members', async () => {
    const { fakes } = setUp('/');
    await waitFor(() => expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home']));
  });

  it('keeps a guest on the public page they came from instead', async () => {
    const { router, fakes } = setUp('/shop?page=2');
    await screen.findByRole('heading', { name: 'Merchandise' });
    await act(() => router.navigate('/shop/cart'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?page=2');
    expect(fakes.pageNavigator.assigned).toEqual([]);
  });

  it('shows a signed-in member the locale home at /', async () => {
    const { router, fakes } = setUp('/fr', { signedIn: true });
    await waitFor(() => expect(fakes.content.calls.length).toBeGreaterThan(0));
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/fr');
    expect(fakes.pageNavigator.assigned).toEqual([]);
  });

  it('opens the sign-in form to guests in the reference profile, not in the bank profile', async () => {
    const reference = setUp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your rewards' })).toBeInTheDocument();
    expect(reference.fakes.pageNavigator.assigned).toEqual([]);
    reference.unmount();

    const bank = createFakeAppContainer();
    bank.fakes.content.config = { guest: aContentConfig({ guardProfile: 'bank' }), member: aContentConfig({ guardProfile: 'bank' }) };
    renderApp(bank.container, '/login');
    await waitFor(() => expect(bank.fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home']));
  });

  it('shows the 404 page to a guest on an unknown path', async () => {
    const { fakes } = setUp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(fakes.pageNavigator.assigned).toEqual([]);
  });
});

describe('Deep links (spec §2)', () => {
  it('saves the action of any page, even one the guest is sent away from', async () => {
    const { fakes } = setUp('/account?action=%2Faccount%2Fwishlist');
    await waitFor(() => expect(fakes.pageNavigator.assigned).toHaveLength(1));
    expect(fakes.deepLinks.stored?.target).toBe('/account/wishlist');
  });

  it('follows the deep link after signing in, in the page locale, and deletes it', async () => {
    const { router, fakes } = setUp('/fr/login?action=/account/order-history');
    await signInAsElite({ username: "Nom d'utilisateur", password: 'Mot de passe', submit: 'Se connecter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/account/order-history'));
    expect(fakes.deepLinks.stored).toBeNull();
  });

  it('goes to the shop when the deep link has expired, and drops it', async () => {
    const clock = new FixedClock();
    const { router, fakes } = setUp('/login', { clock });
    fakes.deepLinks.stored = { target: '/account/wishlist', expiresAt: new Date(clock.now().getTime() - 1) };
    await signInAsElite({ username: 'Username', password: 'Password', submit: 'Sign in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(fakes.deepLinks.stored).toBeNull();
  });
});

describe('401 and 403 from any call (spec §4, §8)', () => {
  it('clears the session on a 401 and sends the member to the root, which the guard sends on', async () => {
    const { container, router, fakes } = setUp('/account', { signedIn: true });
    await screen.findByRole('heading', { name: /account|profile/i, level: 1 });
    act(() => capability(container, 'session').sessionEventBus.unauthorized());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakes.sessionStorage.stored).toBeNull();
    await waitFor(() => expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home']));
  });

  it('sends the member to /pending-actions on a 403 PENDING_ACTIONS, keeping the locale', async () => {
    const { container, router } = setUp('/fr/shop', { signedIn: true });
    await screen.findByRole('heading', { level: 1 });
    act(() => capability(container, 'session').sessionEventBus.pendingActions([{ id: 7, type: 'accept_program_rules' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/pending-actions'));
  });
});
