import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aStoredSession, createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FakeCatalogueGateway, aProduct } from '../../tests/fakes/fake-catalogue-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { renderApp } from '../../tests/fakes/render-app';

const products = Array.from({ length: 30 }, (_, index) => aProduct({ id: index + 1, name: `Product ${index + 1}`, points: 1_000 * (index + 1) }));

describe('Shop page', () => {
  it('shows the first 12 products with their points prices', async () => {
    const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    renderApp(container, '/shop');
    await screen.findByRole('heading', { name: 'Product 1' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('article', { name: 'Product 2' })).toHaveTextContent('2,000 pts');
  });

  it('reads the page from the query and changes it with the pagination', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    const { router } = renderApp(container, '/shop?page=2');
    expect(await screen.findByRole('heading', { name: 'Product 13' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('heading', { name: 'Product 25' })).toBeInTheDocument();
    expect(fakes.catalogue.requests.at(-1)).toMatchObject({ page: 3, perPage: 12, audience: { kind: 'guest' } });
  });

  it('labels the no-image fallback and strikes through the original price', async () => {
    const onSale = [aProduct({ id: 1, name: 'Kettle', imageUrl: null, points: 8_000, originalPoints: 10_000 })];
    const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(onSale) });
    renderApp(container, '/fr/shop');
    expect(await screen.findByRole('img', { name: 'Aucune image disponible pour Kettle' })).toBeInTheDocument();
    const struck = screen.getByRole('article', { name: 'Kettle' }).querySelector('s');
    expect(struck?.textContent).toBe('10\u00a0000\u00a0pts');
  });

  it('asks member prices for the active card once the cards are loaded', async () => {
    const clock = new FixedClock();
    const { container, fakes } = createFakeAppContainer({
      clock,
      accounts: new FakeAccountGateway(alexAccounts()),
      catalogue: new FakeCatalogueGateway(products),
      sessionStorage: new InMemorySessionStorage(aStoredSession(clock, ALEX_MEMBER_ID)),
    });
    fakes.currentAccount.stored = 102;
    renderApp(container, '/shop');
    await screen.findByRole('heading', { name: 'Product 1' });
    expect(fakes.catalogue.requests.every((request) => request.audience.kind === 'member')).toBe(true);
    expect(fakes.catalogue.requests.at(-1)?.audience).toEqual({ kind: 'member', accountId: 102 });
  });

  it('says so when the products cannot be loaded', async () => {
    const catalogue = new FakeCatalogueGateway(products);
    catalogue.failure = { errorCode: 500, code: 'SERVER_ERROR', message: '' };
    const { container } = createFakeAppContainer({ catalogue });
    renderApp(container, '/shop');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the products.');
  });
});
