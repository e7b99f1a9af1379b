import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aWishlistItem } from '../../tests/fakes/fake-wishlist-gateway';
import { renderApp } from '../../tests/fakes/render-app';
import { UNAVAILABLE } from '../../tests/fakes/failures';

/** Alex's wishlist: three saved products, saved on three different days. */
function wishlistScenario() {
  const scenario = chromeScenario('member');
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
});
