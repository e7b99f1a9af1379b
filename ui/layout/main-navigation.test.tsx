import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aNavigationItem } from '../../tests/fakes/content-fixtures';
import { renderApp } from '../../tests/fakes/render-app';

const mainNavigation = () => screen.getByRole('navigation', { name: /^(Main|Principale)$/ });

/** Opens `path` for a member, picks the partner retailer Best Buy in the Gift cards menu, and gives back the notice `title` that asks first. */
async function openPartnerNotice(path: string, title: string) {
  const { container } = chromeScenario('member');
  renderApp(container, path);
  fireEvent.click(await within(mainNavigation()).findByRole('button', { name: 'Gift cards' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Best Buy' }));
  return screen.findByRole('dialog', { name: title });
}

describe('Main navigation', () => {
  it("shows a member the content service's menu, with links in the page's locale", async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/fr/shop');
    const merchandise = await within(mainNavigation()).findByRole('link', { name: 'Merchandise' });
    expect(merchandise).toHaveAttribute('href', '/fr/shop');
    expect(within(mainNavigation()).getByRole('link', { name: 'Members corner' })).toHaveAttribute('href', '/fr/account');
    expect(within(mainNavigation()).getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/fr/travel-miles');
  });

  it('follows the login-as flags for an admin logged in as the member: hidden items go, disabled ones do not lead anywhere', async () => {
    const { container } = chromeScenario('login-as');
    renderApp(container, '/shop');
    await waitFor(() => expect(within(mainNavigation()).queryByText('Members corner')).not.toBeInTheDocument());
    const travel = within(mainNavigation()).getByText('Travel').closest('[aria-disabled]');
    expect(travel).toHaveAttribute('aria-disabled', 'true');
    expect(within(mainNavigation()).queryByRole('link', { name: 'Travel' })).not.toBeInTheDocument();
  });

  it("shows a visitor every item of the guest menu, whatever the members' flags", async () => {
    const { container } = chromeScenario('guest', {
      navigation: [aNavigationItem({ title: 'Visitor offers', route: '/shop', isMemberVisible: false, isMemberEnabled: false })],
    });
    renderApp(container, '/shop');
    expect(await within(mainNavigation()).findByRole('link', { name: 'Visitor offers' })).toHaveAttribute('href', '/shop');
  });

  it('opens the dropdown of an item with children as a menu of its links', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/shop');
    const lightGiftCards = await within(mainNavigation()).findByRole('button', { name: 'Gift cards' });
    expect(lightGiftCards).toHaveAttribute('aria-haspopup', 'menu');
    expect(lightGiftCards).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(lightGiftCards);
    const item = await screen.findByRole('menuitem', { name: 'All gift cards' });
    expect(item).toHaveAttribute('href', '/shop?catalogue=gift-cards');
    // The menu's own button has replaced the light one that stood in while its code loaded.
    const giftCards = within(mainNavigation()).getByRole('button', { name: 'Gift cards' });
    expect(giftCards).toHaveAttribute('aria-expanded', 'true');
    expect(item.closest('[role="menu"]')).toHaveAttribute('aria-labelledby', giftCards.id);
    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('keeps the focus on a dropdown button when the menu replaces the light button that stood in while its code loaded', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/shop');
    (await within(mainNavigation()).findByRole('button', { name: 'Gift cards' })).focus();
    // The menu's own button carries the id its dropdown is labelled by; the light one has none.
    await waitFor(() => expect(within(mainNavigation()).getByRole('button', { name: 'Gift cards' })).toHaveAttribute('id'));
    expect(within(mainNavigation()).getByRole('button', { name: 'Gift cards' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('asks before leaving for a partner retailer: confirm follows its link in a new tab', async () => {
    const notice = await openPartnerNotice('/shop', 'You are leaving the rewards store');
    expect(within(notice).getByText(/Best Buy is a partner retailer/)).toBeInTheDocument();
    const confirm = within(notice).getByRole('link', { name: /Continue to Best Buy/ });
    expect(confirm).toHaveAttribute('href', 'https://www.bestbuy.example/');
    expect(confirm).toHaveAttribute('target', '_blank');
    expect(confirm).toHaveAttribute('rel', expect.stringContaining('noopener'));
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays in the store when the partner notice is cancelled, in French too', async () => {
    const notice = await openPartnerNotice('/fr/shop', 'Vous quittez la boutique de récompenses');
    fireEvent.click(within(notice).getByRole('button', { name: 'Rester dans la boutique' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
