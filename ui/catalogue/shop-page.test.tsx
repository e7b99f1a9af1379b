import { capability } from '../di/capabilities';
import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FakeCatalogueGateway, aProduct, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';
import { UNAVAILABLE } from '../../tests/fakes/failures';

/** 30 products listed oldest first, so the shop's default order (newest first) starts at Product 30. */
const products = Array.from({ length: 30 }, (_, index) => aProduct({ id: index + 1, name: `Product ${index + 1}`, points: 1_000 * (index + 1) }));

const BRANDS = ['Brava', 'Auralis', 'Nordika'] as const;

/** A small catalogue with a category tree, brands and promotion groups, as the facets need. */
function facetedCatalogue(): FakeCatalogueGateway {
  const gateway = new FakeCatalogueGateway();
  gateway.promotionGroups = [
    { id: 1, code: 'on-sale', name: 'On Sale' },
    { id: 2, code: 'staff-picks', name: 'Staff Picks' },
  ];
  const paths = [
    ['Electronics', 'Audio', 'Headphones'],
    ['Electronics', 'Audio', 'Speakers'],
    ['Electronics', 'Cameras'],
    ['Home & Kitchen', 'Coffee & Tea'],
  ];
  for (let id = 1; id <= 16; id += 1) {
    const detail: ProductDetail = aProductDetail({
      id,
      name: `Item ${id}`,
      points: 2_500 * id,
      categoryPath: paths[id % paths.length] ?? [],
      brand: BRANDS[id % BRANDS.length] ?? null,
    });
    gateway.withProduct(detail, { promotionGroups: id % 2 === 0 ? ['on-sale'] : ['staff-picks'] });
  }
  return gateway;
}

function articles() {
  return within(screen.getByRole('main')).getAllByRole('article');
}

/** The sidebar's filters (the drawer holds the same panel on phones). */
function sidebar() {
  return screen.getByRole('complementary', { name: 'Filters' });
}

describe('Shop page', () => {
  it('shows the 12 newest products with their points prices, each name linking to its page', async () => {
    const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    renderApp(container, '/shop');
    await screen.findByRole('heading', { name: 'Product 30' });
    expect(articles()).toHaveLength(12);
    expect(screen.getByRole('article', { name: 'Product 29' })).toHaveTextContent('29,000 pts');
    expect(screen.getByRole('link', { name: 'Product 29' })).toHaveAttribute('href', '/shop/product-29');
    expect(screen.getByRole('heading', { level: 2, name: '30 products' })).toBeInTheDocument();
  });

  it('fetches the first row’s pictures first and eagerly, the rest lazily (the first screen’s largest paint)', async () => {
    const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    renderApp(container, '/shop');
    await screen.findByRole('heading', { name: 'Product 30' });
    const pictures = articles().map((article) => article.querySelector('img'));
    expect(pictures.map((picture) => picture?.getAttribute('fetchpriority'))).toEqual([...Array(4).fill('high'), ...Array(8).fill('auto')]);
    expect(pictures.map((picture) => picture?.getAttribute('loading'))).toEqual([...Array(4).fill('eager'), ...Array(8).fill('lazy')]);
  });

  it('asks for one product page on the first load, and the promotion groups once', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    renderApp(container, '/shop?category=Electronics&sort=price-high-low');
    await screen.findByRole('heading', { name: 'Item 16' });
    expect(fakes.catalogue.requests).toHaveLength(1);
    expect(fakes.catalogue.promotionGroupRequests).toEqual(['en-CA']);
  });

  it('reads the whole query from the URL into the request and the controls', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    renderApp(container, '/shop?q=item&category=Electronics+%3E+Audio&brand=Brava&min=2000&max=30000&promotion=on-sale&sort=price-low-high');
    await waitFor(() => expect(articles().length).toBeGreaterThan(0));
    expect(fakes.catalogue.requests).toEqual([
      expect.objectContaining({
        catalogue: 'merchandise',
        page: 1,
        perPage: 12,
        sort: 'price-low-high',
        filters: {
          search: 'item',
          categoryPath: ['Electronics', 'Audio'],
          brands: ['Brava'],
          minPoints: 2000,
          maxPoints: 30000,
          promotionGroups: ['on-sale'],
        },
      }),
    ]);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('item');
    const trail = within(sidebar()).getByRole('navigation', { name: 'Selected category' });
    expect(within(trail).getAllByRole('link').map((link) => link.textContent)).toEqual(['All categories', 'Electronics']);
    expect(within(trail).getByText('Audio')).toHaveAttribute('aria-current', 'location');
    expect(within(sidebar()).getByRole('checkbox', { name: /^Brava \(\d+\)$/ })).toBeChecked();
    expect(within(sidebar()).getByRole('checkbox', { name: /^On Sale \(\d+\)$/ })).toBeChecked();
    expect(within(sidebar()).getByRole('textbox', { name: 'Minimum points' })).toHaveValue('2,000');
    expect(within(sidebar()).getByRole('textbox', { name: 'Maximum points' })).toHaveValue('30,000');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low-high');
  });

  it('writes each filter change to the URL as a new history entry on page 1, and the back button restores the previous one', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    const { router } = renderApp(container, '/shop?sort=name-a-z&page=2');
    await waitFor(() => expect(articles().length).toBeGreaterThan(0));

    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Electronics (12)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Electronics&sort=name-a-z'));
    expect(router.state.historyAction).toBe('PUSH');

    fireEvent.click(await within(sidebar()).findByRole('checkbox', { name: /^Auralis \(\d+\)$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Electronics&brand=Auralis&sort=name-a-z'));
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)?.filters.brands).toEqual(['Auralis']));

    const maximum = within(sidebar()).getByRole('textbox', { name: 'Maximum points' });
    fireEvent.change(maximum, { target: { value: '20000' } });
    fireEvent.blur(maximum);
    await waitFor(() => expect(router.state.location.search).toBe('?category=Electronics&brand=Auralis&max=20000&sort=name-a-z'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(within(sidebar()).getByRole('checkbox', { name: /^Auralis \(\d+\)$/ })).toBeChecked());
    expect(within(sidebar()).getByRole('textbox', { name: 'Maximum points' })).toHaveValue('');
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)?.filters.maxPoints).toBe(500_000));
  });

  it('searches on submit, keeping the filters and going back to page 1', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    const { router } = renderApp(container, '/shop?brand=Brava&page=2');
    await waitFor(() => expect(fakes.catalogue.requests).toHaveLength(1));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: '  item 1 ' } });
    // Typing alone sends nothing.
    expect(fakes.catalogue.requests).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=item+1&brand=Brava'));
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)?.filters.search).toBe('item 1'));
  });

  it('suggests products while typing in a combobox, says how many, and opens the one chosen with the arrows and Enter', async () => {
    const catalogue = new FakeCatalogueGateway([
      aProduct({ id: 1, name: 'Auralis Pulse Wireless Headphones', slug: 'auralis-pulse' }),
      aProduct({ id: 2, name: 'Lumio Drift Headphones', slug: 'lumio-drift' }),
      aProduct({ id: 3, name: 'Nordika Studio Speaker', slug: 'nordika-studio' }),
    ]);
    const { container, fakes } = createFakeAppContainer({ catalogue });
    const { router } = renderApp(container, '/shop');
    await waitFor(() => expect(fakes.catalogue.requests).toHaveLength(1));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    box.focus();
    fireEvent.change(box, { target: { value: 'h' } });
    fireEvent.change(box, { target: { value: 'hea' } });
    const listbox = await screen.findByRole('listbox', { name: 'Search products' });
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Lumio Drift Headphones',
        'Auralis Pulse Wireless Headphones',
      ]),
    );
    // One request for the pause in typing, six products at most.
    expect(fakes.catalogue.requests).toHaveLength(2);
    expect(fakes.catalogue.requests[1]).toMatchObject({ perPage: 6, filters: { search: 'hea' } });
    expect(screen.getByTestId('suggestion-count')).toHaveTextContent('2 suggestions. Use the up and down arrows to review them.');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    const auralis = within(listbox).getByRole('option', { name: 'Auralis Pulse Wireless Headphones' });
    expect(box).toHaveAttribute('aria-activedescendant', auralis.id);
    expect(auralis).toHaveAttribute('aria-selected', 'true');
    // Escape closes the list; Down opens it again on the first suggestion.
    fireEvent.keyDown(box, { key: 'Escape', code: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/auralis-pulse'));
  });

  it('says in French how many products are suggested, and that none are', async () => {
    const catalogue = new FakeCatalogueGateway([aProduct({ id: 1, name: 'Écouteurs sans fil Lumio', slug: 'ecouteurs-lumio' })]);
    const { container } = createFakeAppContainer({ catalogue });
    renderApp(container, '/fr/shop');
    const box = await screen.findByRole('combobox', { name: 'Rechercher des produits' });
    box.focus();
    fireEvent.change(box, { target: { value: 'ecou' } });
    expect(await screen.findByRole('option', { name: 'Écouteurs sans fil Lumio' })).toBeInTheDocument();
    expect(screen.getByTestId('suggestion-count')).toHaveTextContent('1 suggestion. Utilisez les flèches haut et bas pour la consulter.');
    fireEvent.change(box, { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByTestId('suggestion-count')).toHaveTextContent('Aucune suggestion'));
  });

  it('finds products through a misspelt word as the server does: one swapped pair or one wrong letter, never a short word', async () => {
    const catalogue = new FakeCatalogueGateway([
      aProduct({ id: 1, name: 'Auralis Pulse Wireless Headphones' }),
      aProduct({ id: 2, name: 'Écouteurs sans fil Lumio' }),
      aProduct({ id: 3, name: 'Nordika Studio Speaker' }),
    ]);
    const { container } = createFakeAppContainer({ catalogue });
    const { router } = renderApp(container, '/shop?q=aurlais');
    expect(await screen.findByRole('article', { name: 'Auralis Pulse Wireless Headphones' })).toBeInTheDocument();
    expect(articles()).toHaveLength(1);
    await act(() => router.navigate('/shop?q=ecuoteurs+lumio'));
    expect(await screen.findByRole('article', { name: 'Écouteurs sans fil Lumio' })).toBeInTheDocument();
    expect(articles()).toHaveLength(1);
    await act(() => router.navigate('/shop?q=fli'));
    expect(await screen.findByText('No products match your search and filters.')).toBeInTheDocument();
  });

  it('maps each sort option to the URL and the request, and "Recommended" back to the server default', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    const { router } = renderApp(container, '/shop?page=2');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Recommended',
      'Oldest to newest',
      'Newest to oldest',
      'Points: low to high',
      'Points: high to low',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    fireEvent.change(select, { target: { value: 'price-high-low' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-high-low'));
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)).toMatchObject({ sort: 'price-high-low', page: 1 }));
    expect(await screen.findByRole('heading', { name: 'Item 16' })).toBeInTheDocument();
    expect(articles()[0]).toHaveAccessibleName('Item 16');

    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)?.sort).toBeNull());
  });

  it('counts the active filters on the filters button and clears them all, keeping the search', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    const { router } = renderApp(container, '/shop?q=item&category=Electronics+%3E+Audio&brand=Brava&brand=Auralis&max=30000');
    // Two category levels, two brands and a maximum below 500000 (spec §5); the search is not a filter.
    const button = await screen.findByRole('button', { name: 'Filters (5 active filters)' });
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=item'));
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)?.filters).toMatchObject({ search: 'item', categoryPath: [], brands: [], maxPoints: 500_000 }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('goes up the category tree from the trail and down through the counted children', async () => {
    const { container } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    const { router } = renderApp(container, '/shop?category=Electronics');
    const audio = await within(sidebar()).findByRole('link', { name: 'Audio (8)' });
    expect(within(sidebar()).getByRole('link', { name: 'Cameras (4)' })).toBeInTheDocument();
    fireEvent.click(audio);
    await waitFor(() => expect(router.state.location.search).toBe('?category=Electronics+%3E+Audio'));
    expect(await within(sidebar()).findByRole('link', { name: 'Headphones (4)' })).toBeInTheDocument();
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'All categories' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(sidebar()).findByRole('link', { name: 'Home & Kitchen (4)' })).toBeInTheDocument();
  });

  it('pages with the pagination and moves the focus to the new results', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    const { router } = renderApp(container, '/shop?page=2');
    expect(await screen.findByRole('heading', { name: 'Product 18' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('heading', { name: 'Product 6' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '30 products' })).toHaveFocus();
    expect(fakes.catalogue.requests.at(-1)).toMatchObject({ page: 3, perPage: 12, audience: { kind: 'guest' } });
  });

  it('switches catalogues on /shop and keeps the locale in the links', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    const { router } = renderApp(container, '/fr/shop?brand=Brava');
    const catalogues = await screen.findByRole('navigation', { name: 'Catalogues' });
    expect(within(catalogues).getByRole('link', { name: 'Marchandises' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(catalogues).getByRole('link', { name: 'Cartes-cadeaux' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/fr/shop?catalogue=gift-cards'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartes-cadeaux' })).toBeInTheDocument();
    await waitFor(() => expect(fakes.catalogue.requests.at(-1)).toMatchObject({ catalogue: 'gift-cards', locale: 'fr-CA' }));
  });

  it('shows the donations catalogue on its own route, without the catalogue switcher', async () => {
    const donation = aProduct({ id: 7, name: 'Food bank gift', catalogue: 'charitable-donations' });
    const { container, fakes } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway([...products, donation]) });
    renderApp(container, '/charitable-donations?catalogue=gift-cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charitable donations' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Food bank gift' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Catalogues' })).not.toBeInTheDocument();
    expect(fakes.catalogue.requests).toEqual([expect.objectContaining({ catalogue: 'charitable-donations' })]);
  });

  it('never shows the last catalogue’s products while another catalogue loads', async () => {
    const reward = aProduct({ id: 8, name: 'Mortgage payment', catalogue: 'financial-rewards' });
    const donation = aProduct({ id: 9, name: 'Food bank gift', catalogue: 'charitable-donations' });
    const catalogue = new FakeCatalogueGateway([reward, donation]);
    const { container } = createFakeAppContainer({ catalogue });
    const { router } = renderApp(container, '/financial-rewards');
    expect(await screen.findByRole('heading', { name: 'Mortgage payment' })).toBeInTheDocument();
    const answer = catalogue.listProducts.bind(catalogue);
    let release: () => void = () => undefined;
    catalogue.listProducts = async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer(request);
    };
    await act(() => router.navigate('/charitable-donations'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Charitable donations' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mortgage payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Food bank gift' })).toBeInTheDocument();
  });

  it('places labels by corner and priority, hides expired ones, and dates the offer in French', async () => {
    const clock = new FixedClock('2026-03-01T12:00:00Z');
    const label = (text: string, position: number, priority: number, endAt: string | null = null) => ({
      displayName: text,
      text,
      position,
      priority,
      backgroundColor: '#133c8f',
      textColor: '#ffffff',
      endAt: endAt === null ? null : new Date(endAt),
      imageUrl: null,
    });
    const product = aProduct({
      id: 1,
      name: 'Kettle',
      points: 8_000,
      originalPoints: 10_000,
      promotionEndDate: new Date('2026-03-31T16:00:00Z'),
      labels: [label('Solde', 2, 2), label('Nouveau', 2, 1), label('Fêtes', 1, 1, '2026-02-01T00:00:00Z'), label('Populaire', 3, 1)],
    });
    const { container } = createFakeAppContainer({ clock, catalogue: new FakeCatalogueGateway([product]) });
    renderApp(container, '/fr/shop');
    const card = await screen.findByRole('article', { name: 'Kettle' });
    const corner = (name: string) => card.querySelector(`[data-corner="${name}"]`);
    expect(corner('top-left')).toBeNull();
    expect([...(corner('top-right')?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual(['Nouveau', 'Solde']);
    expect(corner('bottom-left')).toHaveTextContent('Populaire');
    expect(card).not.toHaveTextContent('Fêtes');
    expect(card).toHaveTextContent("Offre en vigueur jusqu'au 31 mars 2026");
    expect(card.querySelector('s')?.textContent).toBe('10\u00a0000\u00a0pts');
    expect(within(card).getByRole('link', { name: 'Kettle' })).toHaveAttribute('href', '/fr/shop/product-1');
  });

  it('labels the no-image fallback', async () => {
    const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway([aProduct({ id: 1, name: 'Kettle', imageUrl: null })]) });
    renderApp(container, '/fr/shop');
    expect(await screen.findByRole('img', { name: 'Aucune image disponible pour Kettle' })).toBeInTheDocument();
  });

  it('asks a guest pressing a wishlist heart to sign in, and saves nothing', async () => {
    const { container, fakes } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway(products) });
    renderApp(container, '/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Product 30 to your wishlist' }));
    await waitFor(() => expect(capability(container, 'session').signInPrompt.isOpen).toBe(true));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(fakes.wishlist.addRequests).toEqual([]);
  });

  it('lets a member save a product with the heart, pressed once saved', async () => {
    const { container, fakes } = alexSignedIn({
      catalogue: new FakeCatalogueGateway(products),
    });
    fakes.currentAccount.stored = 102;
    renderApp(container, '/shop');
    const heart = await screen.findByRole('button', { name: 'Save Product 30 to your wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fakes.wishlist.addRequests).toEqual([expect.objectContaining({ productVariantId: 3001, accountId: 102 })]);
  });

  it('asks member prices for the active card only once the cards are loaded: one request', async () => {
    const { container, fakes } = alexSignedIn({
      catalogue: new FakeCatalogueGateway(products),
    });
    fakes.currentAccount.stored = 102;
    renderApp(container, '/shop');
    await screen.findByRole('heading', { name: 'Product 30' });
    expect(fakes.catalogue.requests.map((request) => request.audience)).toEqual([{ kind: 'member', accountId: 102 }]);
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const { container } = createFakeAppContainer({ catalogue: facetedCatalogue() });
    const { router } = renderApp(container, '/shop?q=nothing&brand=Brava');
    expect(await screen.findByText('No products match your search and filters.')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Clear all filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?q=nothing'));
  });

  it('says so when the products cannot be loaded, in both languages', async () => {
    const catalogue = new FakeCatalogueGateway(products);
    catalogue.failure = UNAVAILABLE;
    const { container } = createFakeAppContainer({ catalogue });
    renderApp(container, '/fr/shop');
    expect(await screen.findByRole('alert')).toHaveTextContent("Nous n'avons pas pu charger les produits.");
    catalogue.failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Product 30' })).toBeInTheDocument();
  });
});
