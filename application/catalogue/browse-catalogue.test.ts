import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_QUERY, withFilters, withPage, withSort } from '@domain/catalogue/shop-query';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeCatalogueGateway, aProduct, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { EndSession } from '../session/end-session';
import { SessionStore } from '../session/session-store';
import { BrowseCatalogue } from './browse-catalogue';
import { CatalogueStore } from './catalogue-store';

const products = Array.from({ length: 30 }, (_, index) => aProduct({ id: index + 1 }));

function setUp(signedIn: boolean) {
  const clock = new FixedClock();
  const sessions = new SessionStore(
    new InMemorySessionStorage(
      signedIn
        ? { token: 't', memberId: ALEX_MEMBER_ID, issuedAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 3_600_000), isSso: false }
        : null,
    ),
    clock,
  );
  const accounts = new AccountStore();
  const gateway = new FakeCatalogueGateway(products);
  const store = new CatalogueStore();
  const errors = new RecordingErrorReporter();
  const browse = new BrowseCatalogue(gateway, store, sessions, accounts, new EndSession(sessions, accounts, new ProfileStore()), errors);
  return { sessions, accounts, gateway, store, errors, browse };
}

const query = { catalogue: 'merchandise', locale: 'en-CA', shop: DEFAULT_SHOP_QUERY } as const;
const onPage = (page: number) => ({ ...query, shop: { ...DEFAULT_SHOP_QUERY, page } });

describe('BrowseCatalogue', () => {
  it('asks guest prices for a visitor, 12 products a page', async () => {
    const { browse, gateway, store } = setUp(false);
    await browse.execute(onPage(3));
    expect(gateway.requests).toEqual([
      { catalogue: 'merchandise', locale: 'en-CA', page: 3, perPage: 12, audience: { kind: 'guest' }, filters: DEFAULT_SHOP_QUERY.filters, sort: null },
    ]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { page: 3, lastPage: 3, total: 30 } });
  });

  it('asks member prices for the active card of a signed-in member', async () => {
    const { browse, gateway, accounts } = setUp(true);
    const cards = alexAccounts().slice(0, 3);
    accounts.loadSucceeded(cards, cards[1]);
    await browse.execute(query);
    expect(gateway.requests[0]?.audience).toEqual({ kind: 'member', accountId: 102 });
  });

  it('waits, showing loading, while the member’s cards are loading', async () => {
    const { browse, gateway, accounts, store } = setUp(true);
    accounts.loadStarted();
    await browse.execute(query);
    expect(gateway.requests).toEqual([]);
    expect(store.snapshot.status).toBe('loading');
  });

  it('reads a page number below 1 as the first page', async () => {
    const { browse, gateway } = setUp(false);
    await browse.execute(onPage(0));
    expect(gateway.requests[0]?.page).toBe(1);
  });

  it('never lets a late answer replace the page asked for last', async () => {
    const { browse, gateway, store } = setUp(false);
    const original = gateway.listProducts.bind(gateway);
    let releaseFirst: () => void = () => undefined;
    gateway.listProducts = async (request) => {
      if (request.page === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      return original(request);
    };
    const first = browse.execute(onPage(1));
    await browse.execute(onPage(2));
    releaseFirst();
    await first;
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { page: 2 } });
  });

  it('sends the URL’s search, filters and sort, and shows the facet counts of the answer', async () => {
    const { browse, gateway, store } = setUp(false);
    gateway.products = [
      aProductDetail({ id: 1, name: 'Café Grinder', brand: 'Brewco', categoryPath: ['Kitchen', 'Coffee'], points: 9_000 }),
      aProductDetail({ id: 2, name: 'Cafe Press', brand: 'Pressa', categoryPath: ['Kitchen', 'Coffee'], points: 4_000 }),
      aProductDetail({ id: 3, name: 'Tea Kettle', brand: 'Brewco', categoryPath: ['Kitchen', 'Tea'], points: 3_000 }),
    ];
    const shop = withSort(withFilters(DEFAULT_SHOP_QUERY, { search: 'cafe', categoryPath: ['Kitchen'] }), 'price-low-high');
    await browse.execute({ ...query, shop });
    expect(gateway.requests[0]).toMatchObject({ filters: shop.filters, sort: 'price-low-high', page: 1 });
    if (store.snapshot.status !== 'loaded') throw new Error('expected a page');
    expect(store.snapshot.page.products.map((product) => product.name)).toEqual(['Cafe Press', 'Café Grinder']);
    expect(store.snapshot.page.facets['brand']).toEqual({ Brewco: 1, Pressa: 1 });
    expect(store.snapshot.query.shop).toEqual(shop);
  });

  it('keeps the shop query’s page when it is valid', async () => {
    const { browse, gateway } = setUp(false);
    await browse.execute({ ...query, shop: withPage(DEFAULT_SHOP_QUERY, 2) });
    expect(gateway.requests[0]?.page).toBe(2);
  });

  it('shows a failure and reports it', async () => {
    const { browse, gateway, store, errors } = setUp(false);
    gateway.failure = { errorCode: 500, code: 'SERVER_ERROR', message: '' };
    await browse.execute(query);
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session when the member’s token is refused', async () => {
    const { browse, gateway, sessions } = setUp(true);
    gateway.failure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await browse.execute(query);
    expect(sessions.snapshot.session).toBeNull();
  });
});
