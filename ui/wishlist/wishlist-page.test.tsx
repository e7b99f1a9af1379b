import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capability } from '../di/capabilities';
import { anAccount } from '../../tests/fakes/account-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aWishlistItem } from '../../tests/fakes/fake-wishlist-gateway';
import { renderApp } from '../../tests/fakes/render-app';
import { UNAVAILABLE } from '../../tests/fakes/failures';

/** Alex's wishlist: three saved products, saved on three different days. */
function wishlistScenario(overrides: Parameters<typeof chromeScenario>[1] = {}) {
  const scenario = chromeScenario('member', overrides);
  scenario.fakes.wishlist.items = [
    aWishlistItem({ id: 1, productId: 11, productSlug: 'blender', productName: 'Blender', points: 12_000, createdAt: new Date('2026-02-10T12:00:00Z') }),
    aWishlistItem({ id: 2, productId: 12, productSlug: 'espresso-maker', productName: 'Espresso Maker', points: 30_000, createdAt: new Date('2026-02-20T12:00:00Z') }),
    aWishlistItem({ id: 3, productId: 13, productSlug: 'air-fryer', productName: 'Air Fryer', imageUrl: null, createdAt: new Date('2026-01-05T12:00:00Z') }),
  ];
  return scenario;
}

const savedNames = () =>
  within(screen.getByRole('list', { name: 'Your wishlist' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

describe('Wishlist page', () => {
  it('lists the saved products newest first, each with its price and a link to its page', async () => {
    const { container } = wishlistScenario();
    renderApp(container, '/account/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your wishlist' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Blender' });
    expect(savedNames()).toEqual(['Espresso Maker', 'Blender', 'Air Fryer']);
    expect(screen.getByRole('link', { name: 'Espresso Maker' })).toHaveAttribute('href', '/shop/espresso-maker');
    expect(screen.getByRole('listitem', { name: 'Espresso Maker' })).toHaveTextContent('30,000 pts');
    expect(screen.getByRole('img', { name: 'No image available for Air Fryer' })).toBeInTheDocument();
    expect(screen.getByText('3 saved rewards')).toBeInTheDocument();
  });

  it('sorts by oldest first or by name', async () => {
    const { container } = wishlistScenario();
    renderApp(container, '/account/wishlist');
    await screen.findByRole('heading', { name: 'Blender' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'oldest' } });
    expect(savedNames()).toEqual(['Air Fryer', 'Blender', 'Espresso Maker']);
    fireEvent.change(sort, { target: { value: 'name-a-z' } });
    expect(savedNames()).toEqual(['Air Fryer', 'Blender', 'Espresso Maker']);
    fireEvent.change(sort, { target: { value: 'newest' } });
    expect(savedNames()).toEqual(['Espresso Maker', 'Blender', 'Air Fryer']);
  });

  it('removes a product and says so', async () => {
    const { container, fakes } = wishlistScenario();
    renderApp(container, '/account/wishlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Blender from your wishlist' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Blender' })).not.toBeInTheDocument());
    expect(fakes.wishlist.removeRequests).toEqual([1]);
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notices).getByRole('status')).toHaveTextContent('Removed from your wishlist');
    expect(within(notices).getByRole('status')).toHaveTextContent('Blender is no longer in your wishlist.');
    expect(savedNames()).toEqual(['Espresso Maker', 'Air Fryer']);
  });

  it('warns, naming the product, when it cannot be removed', async () => {
    const { container, fakes } = wishlistScenario();
    renderApp(container, '/account/wishlist');
    const remove = await screen.findByRole('button', { name: 'Remove Blender from your wishlist' });
    fakes.wishlist.failure = UNAVAILABLE;
    fireEvent.click(remove);
    const notices = await screen.findByRole('region', { name: 'Notifications' });
    const warning = await within(notices).findByRole('status');
    expect(warning).toHaveTextContent('Something went wrong!');
    expect(warning).toHaveTextContent('There was a problem removing Blender from your wishlist. Please try again.');
    expect(screen.getByRole('heading', { name: 'Blender' })).toBeInTheDocument();
  });

  it('says the wishlist is empty and leads to the shop, in French under /fr', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/fr/account/wishlist');
    expect(await screen.findByText(/Votre liste de souhaits est vide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir la boutique' })).toHaveAttribute('href', '/fr/shop');
  });

  it('offers to try again when the wishlist cannot be loaded', async () => {
    const { container, fakes } = wishlistScenario();
    fakes.wishlist.failure = UNAVAILABLE;
    renderApp(container, '/account/wishlist');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your wishlist.');
    fakes.wishlist.failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Blender' })).toBeInTheDocument();
  });

  describe('as points goals of the active card', () => {
    afterEach(() => vi.useRealTimers());

    it('says which items the balance pays for, how far the others are with a labelled bar, and when the 90-day earning gets there; switching cards updates them', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
      const { container, fakes } = wishlistScenario();
      // The Cash Rewards card (9,120 points) earned 4,500 points in 90 days, 50 a day; the first card (152,300) 900.
      fakes.wishlist.earnedByCard = new Map([
        [101, 900],
        [103, 4_500],
      ]);
      renderApp(container, '/account/wishlist');
      const espresso = await screen.findByRole('listitem', { name: 'Espresso Maker' });
      expect(within(espresso).getByText('You can redeem this now')).toBeInTheDocument();
      expect(within(espresso).queryByRole('progressbar')).not.toBeInTheDocument();

      act(() => void capability(container, 'session').switchCard.execute({ accountId: 103 }));
      const bar = await within(await screen.findByRole('listitem', { name: 'Espresso Maker' })).findByRole('progressbar', {
        name: 'Points saved towards Espresso Maker',
      });
      expect(bar).toHaveAttribute('aria-valuenow', '30');
      expect(bar).toHaveAttribute('aria-valuetext', '30% saved');
      const item = screen.getByRole('listitem', { name: 'Espresso Maker' });
      // 30,000 − 9,120 = 20,880 needed; at 50 a day, 418 days (417.6 rounded up to a whole day).
      expect(item).toHaveTextContent('20,880 pts more needed on this card');
      expect(await within(item).findByText("At this card's earning over the last 90 days: around 2028-01-19")).toBeInTheDocument();
      expect(within(screen.getByRole('listitem', { name: 'Blender' })).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '76');
      expect(fakes.wishlist.earningRequests).toEqual([101, 103]);
    });

    it('says when the card earned nothing in 90 days that no date can be estimated', async () => {
      const { container, fakes } = wishlistScenario({
        accounts: new FakeAccountGateway([anAccount({ id: 103, lastBalance: 9_120, pooledBalance: 9_120 })]),
      });
      fakes.wishlist.earnedByCard = new Map([[103, 0]]);
      renderApp(container, '/account/wishlist');
      const item = await screen.findByRole('listitem', { name: 'Espresso Maker' });
      expect(await within(item).findByText('This card earned no points in the last 90 days, so no date can be estimated')).toBeInTheDocument();
    });
  });
});
