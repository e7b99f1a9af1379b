import { SHIPPING_TICKER_SLUG } from '@rewards-storefront/domain/content/broadcast';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aBroadcast, aContentConfig } from '../../tests/fakes/content-fixtures';
import { renderApp } from '../../tests/fakes/render-app';

function broadcastScenario(dismissed: string[] = []) {
  const scenario = chromeScenario('guest');
  const config = aContentConfig({
    broadcasts: [
      aBroadcast({
        slug: SHIPPING_TICKER_SLUG,
        title: 'Shipping delays',
        description: 'Deliveries may take longer.',
        pages: ['merchandise', 'gift-cards', 'financial-rewards'],
        link: { label: 'Shop gift cards', url: '/shop?catalogue=gift-cards' },
      }),
      aBroadcast({ slug: 'business-only', title: 'Business offer', segments: ['business'] }),
    ],
  });
  scenario.fakes.content.config = { guest: config, member: config };
  scenario.fakes.dismissedBroadcasts.stored = dismissed;
  return scenario;
}

const announcements = () => screen.findByRole('region', { name: 'Announcements' });

/** Leaves the page for `path` afresh, a charitable-donations page, and checks the ticker stays off it. */
async function expectNoTickerOn(path: string) {
  cleanup();
  renderApp(broadcastScenario().container, path);
  await screen.findByRole('heading', { name: 'Charitable donations' });
  expect(screen.queryByText('Shipping delays')).not.toBeInTheDocument();
}

describe('Broadcast messages', () => {
  it('shows the shipping ticker on the merchandise and gift-card pages, not to the wrong segment', async () => {
    const { container } = broadcastScenario();
    renderApp(container, '/shop?catalogue=gift-cards');
    const region = await announcements();
    expect(within(region).getByText('Shipping delays')).toBeInTheDocument();
    expect(within(region).queryByText('Business offer')).not.toBeInTheDocument();
  });

  it('reads the catalogue of the legacy ?catalog= parameter too, and leaves the ticker off the donations catalogue of /shop', async () => {
    const { container } = broadcastScenario();
    renderApp(container, '/shop?catalog=gift-cards');
    expect(within(await announcements()).getByText('Shipping delays')).toBeInTheDocument();
    await expectNoTickerOn('/shop?catalogue=charitable-donations');
  });

  it('links a message to its in-store page in the page language', async () => {
    const { container } = broadcastScenario();
    renderApp(container, '/fr/shop');
    const region = await screen.findByRole('region', { name: 'Annonces' });
    expect(within(region).getByRole('link', { name: 'Shop gift cards' })).toHaveAttribute('href', '/fr/shop?catalogue=gift-cards');
  });

  it('shows the ticker on the financial-rewards page but not on charitable donations', async () => {
    const { container } = broadcastScenario();
    renderApp(container, '/financial-rewards');
    await screen.findByRole('heading', { name: 'Financial rewards' });
    expect(screen.getByText('Shipping delays')).toBeInTheDocument();
    await expectNoTickerOn('/charitable-donations');
  });

  it('dismisses a message for the rest of the browser session, keeping keyboard focus in place', async () => {
    const { container, fakes } = broadcastScenario();
    renderApp(container, '/shop');
    const region = await announcements();
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss the message: Shipping delays' }));
    await waitFor(() => expect(screen.queryByText('Shipping delays')).not.toBeInTheDocument());
    expect(fakes.dismissedBroadcasts.stored).toEqual([SHIPPING_TICKER_SLUG]);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('stays dismissed on the next page load of the session, in French too', async () => {
    const { container } = broadcastScenario([SHIPPING_TICKER_SLUG]);
    renderApp(container, '/fr/shop');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('region', { name: 'Annonces' })).not.toBeInTheDocument();
  });
});
