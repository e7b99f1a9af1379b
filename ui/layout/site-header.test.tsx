import { capability } from '../di/capabilities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aNavigationItem } from '../../tests/fakes/content-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { renderApp } from '../../tests/fakes/render-app';

const banner = () => screen.getByRole('banner');

/**
 * Opens the profile menu and returns its sign-out item. jsdom has no layout,
 * so the positioning library may take the button for hidden and hide the open
 * menu with display:none; the queries below therefore include hidden elements
 * (the browser journeys see the real thing).
 */
async function openProfileMenu(name = 'Profile menu') {
  fireEvent.click(await within(banner()).findByRole('button', { name }));
  // The button clicked may be the light stand-in, replaced by the menu's own once its code is there.
  await waitFor(() => expect(within(banner()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true'));
  return screen.findByRole('menuitem', { name: /Sign out|Déconnexion/, hidden: true });
}

const menuItem = (name: string | RegExp) => screen.findByRole('menuitem', { name, hidden: true });

describe('Site header', () => {
  it('links to the same page in the other language, keeping query and hash', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/shop?page=2#top');
    const french = await within(banner()).findByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/shop?page=2#top');
    expect(french).toHaveAttribute('lang', 'fr-CA');
  });

  it('links back to English from a French page', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/fr/login');
    expect(await within(banner()).findByRole('link', { name: 'English' })).toHaveAttribute('href', '/login');
  });

  it('offers skip links to the main content and the navigation, and has the page landmarks', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/login');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: 'Skip to navigation' })).toHaveAttribute('href', '#main-navigation');
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('id', 'main-navigation');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rewards store home' })).toHaveAttribute('href', '/');
  });

  it("shows the logo of the member's account type, linking to the locale home", async () => {
    const business = anAccount({ accountCategory: 'aib', tier: 'essential' });
    const { container } = chromeScenario('member', { accounts: new FakeAccountGateway([business]) });
    renderApp(container, '/fr/shop');
    const home = await within(banner()).findByRole('link', { name: 'Accueil de la boutique de récompenses' });
    expect(home).toHaveAttribute('href', '/fr');
    await waitFor(() => expect(home.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'business'));
    expect(home).toHaveTextContent('Entreprise');
  });

  it("shows the active card's tier label, in French under /fr", async () => {
    const { container } = chromeScenario('member', { accounts: new FakeAccountGateway(alexAccounts()) });
    renderApp(container, '/fr/shop');
    await waitFor(() => expect(banner().querySelector('[data-tier]')).toHaveAttribute('data-tier', 'elite'));
    expect(banner().querySelector('[data-tier]')).toHaveTextContent(/^Niveau de carte\s*:\s*Élite$/);
  });
});

describe('Profile menu', () => {
  it('names the member and lists the account menu, help, online banking and sign out', async () => {
    const { container } = chromeScenario('member', {
      accountMenu: [aNavigationItem({ title: 'Order history', route: '/account/order-history' })],
    });
    renderApp(container, '/fr/shop');
    await openProfileMenu('Menu du profil');
    expect(screen.getByText('Connecté en tant que')).toBeInTheDocument();
    expect(await screen.findByText('Alex Martin')).toBeInTheDocument();
    expect(await menuItem('Order history')).toHaveAttribute('href', '/fr/account/order-history');
    const help = await menuItem(/^Aide/);
    expect(help).toHaveAttribute('href', '/sandbox/help');
    expect(help).toHaveAttribute('target', '_blank');
    expect(await menuItem('Services bancaires en ligne')).toHaveAttribute('href', '/sandbox/online-banking');
  });

  it('hides the online-banking link and unlinks the logo for an admin logged in as the member', async () => {
    const { container } = chromeScenario('login-as');
    renderApp(container, '/shop');
    await openProfileMenu();
    expect(await menuItem(/^Help/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Online banking', hidden: true })).not.toBeInTheDocument());
    expect(within(banner()).queryByRole('link', { name: 'Rewards store home' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('img', { name: 'Rewards store' })).toBeInTheDocument();
  });

  it("signs out: tells the API, forgets the session and goes to the account type's sign-out page in French", async () => {
    const { container, fakes } = chromeScenario('member');
    renderApp(container, '/fr/shop');
    fireEvent.click(await openProfileMenu('Menu du profil'));
    await waitFor(() => expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home?signed_out=1&lang=fr']));
    expect(fakes.auth.callsTo('logout')).toBe(1);
    expect(fakes.sessionStorage.stored).toBeNull();
    expect(within(banner()).queryByRole('button', { name: 'Menu du profil' })).not.toBeInTheDocument();
  });

  it('signs out even when the API cannot be reached', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.auth.logout = () => Promise.reject(new Error('offline'));
    renderApp(container, '/shop');
    fireEvent.click(await openProfileMenu());
    await waitFor(() => expect(fakes.sessionStorage.stored).toBeNull());
  });
});

describe('Sign-in dialog', () => {
  it('offers online-banking, business and commercial card sign-in and enrolment as full-page links', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/shop');
    fireEvent.click(await within(banner()).findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to the rewards store' });
    expect(await within(dialog).findByRole('link', { name: 'Sign in with online banking' })).toHaveAttribute(
      'href',
      '/sandbox/online-banking',
    );
    expect(within(dialog).getByRole('link', { name: 'Business card sign-in' })).toHaveAttribute(
      'href',
      '/sandbox/online-banking?card=business',
    );
    expect(within(dialog).getByRole('link', { name: 'Commercial card sign-in' })).toHaveAttribute(
      'href',
      '/sandbox/online-banking?card=commercial',
    );
    expect(within(dialog).getByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', '/sandbox/enrol');
    expect(within(dialog).getByRole('link', { name: 'Sign in with your rewards username' })).toHaveAttribute('href', '/login');
  });

  it('forgets the saved redirect when closed', async () => {
    const { container, fakes } = chromeScenario('guest');
    fakes.deepLinks.stored = { target: '/account/wishlist', expiresAt: new Date(fakes.clock.now().getTime() + 60_000) };
    renderApp(container, '/fr/shop');
    fireEvent.click(await within(banner()).findByRole('button', { name: 'Se connecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connectez-vous à la boutique de récompenses' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakes.deepLinks.stored).toBeNull();
  });

  it('opens when a member-only action asks a visitor to sign in, and closing it ends the request', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/shop');
    await within(banner()).findByRole('button', { name: 'Sign in' });
    const prompt = capability(container, 'session').signInPrompt;
    act(() => prompt.request());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to the rewards store' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(prompt.isOpen).toBe(false);
  });

  it('offers visitors a join-now link and no profile menu', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/shop');
    expect(await within(banner()).findByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/sandbox/enrol?join=1');
    expect(within(banner()).queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
  });
});

describe('Mobile navigation', () => {
  it('opens full screen from the hamburger, enters a sub-menu, goes back and closes', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/shop');
    const hamburger = await within(banner()).findByRole('button', { name: 'Open the menu' });
    fireEvent.click(hamburger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Merchandise' })).toHaveAttribute('href', '/shop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gift cards' }));
    expect(await within(dialog).findByRole('link', { name: 'All gift cards' })).toBeInTheDocument();
    const back = within(dialog).getByRole('button', { name: 'Back to the main menu' });
    await waitFor(() => expect(back).toHaveFocus());
    fireEvent.click(back);
    const giftCards = await within(dialog).findByRole('button', { name: 'Gift cards' });
    await waitFor(() => expect(giftCards).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers visitors the join-now link and the other language', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/fr/shop?page=2');
    fireEvent.click(await within(banner()).findByRole('button', { name: 'Ouvrir le menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(dialog).findByRole('link', { name: 'Adhérez maintenant' })).toHaveAttribute('href', '/sandbox/enrol?join=1');
    expect(within(dialog).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/shop?page=2');
  });
});

describe('Cart link', () => {
  it("shows the member's cart item count, named in words, linking to the cart", async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.cart.withCart(101, 3);
    renderApp(container, '/shop');
    const cart = await within(banner()).findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/shop/cart');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('names the count in French under /fr', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.cart.withCart(101, 1);
    renderApp(container, '/fr/shop');
    expect(await within(banner()).findByRole('link', { name: 'Panier, 1\u00a0article' })).toHaveAttribute('href', '/fr/shop/cart');
  });

  it('follows the active card: each card has its own cart', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.cart.withCart(101, 3).withCart(102, 5);
    fakes.currentAccount.stored = 102;
    renderApp(container, '/shop');
    expect(await within(banner()).findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(fakes.cart.getRequests.map((request) => request.accountId)).toEqual([102]);
  });

  it('is not offered to visitors', async () => {
    const { container, fakes } = chromeScenario('guest');
    renderApp(container, '/shop');
    await within(banner()).findByRole('button', { name: 'Sign in' });
    expect(within(banner()).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(fakes.cart.getRequests).toHaveLength(0);
  });
});
