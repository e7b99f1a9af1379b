import { SHIPPING_TICKER_SLUG } from '@rewards-storefront/domain/content/broadcast';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { BroadcastMessage } from '@rewards-storefront/domain/content/content-config';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../tests/fakes/account-fixtures';
import { aBroadcast, aContentConfig } from '../../tests/fakes/content-fixtures';
import { AccountStore } from '../account/account-store';
import { contentStoreWith } from '../../tests/fakes/content-store-with';
import { BroadcastStore } from './broadcast-store';

const ticker = aBroadcast({
  slug: SHIPPING_TICKER_SLUG,
  title: 'Shipping delays',
  pages: ['gift-cards', 'merchandise', 'financial-rewards'],
});
const businessOnly = aBroadcast({ slug: 'business-offer', segments: ['business'], pages: ['any'] });

function setUp(broadcasts: readonly BroadcastMessage[], dismissed: readonly string[] = []) {
  const content = contentStoreWith({ config: aContentConfig({ broadcasts }), navigation: [], accountMenu: [] });
  const accounts = new AccountStore();
  const storage = new MemorySlot<readonly string[]>(dismissed);
  return { content, accounts, storage, store: new BroadcastStore(storage, content.store, accounts) };
}

const slugsOn = async (store: BroadcastStore, pageKey: string) =>
  (await firstValueFrom(store.visibleOn(pageKey))).map((message) => message.slug);

describe('BroadcastStore', () => {
  it('shows the shipping ticker on the merchandise, gift-card and financial-rewards pages only', async () => {
    const { store } = setUp([ticker]);
    expect(await slugsOn(store, 'merchandise')).toEqual([SHIPPING_TICKER_SLUG]);
    expect(await slugsOn(store, 'gift-cards')).toEqual([SHIPPING_TICKER_SLUG]);
    expect(await slugsOn(store, 'financial-rewards')).toEqual([SHIPPING_TICKER_SLUG]);
    expect(await slugsOn(store, 'home')).toEqual([]);
  });

  it("matches segments against the active card's account type", async () => {
    const { store, accounts } = setUp([businessOnly]);
    expect(await slugsOn(store, 'home')).toEqual([]);
    const business = anAccount({ accountCategory: 'aib' });
    accounts.loadSucceeded([business], business);
    expect(await slugsOn(store, 'home')).toEqual(['business-offer']);
  });

  it('hides a dismissed message on every page and remembers it through the port', async () => {
    const { store, storage } = setUp([ticker]);
    store.dismiss(SHIPPING_TICKER_SLUG);
    expect(await slugsOn(store, 'merchandise')).toEqual([]);
    expect(await slugsOn(store, 'gift-cards')).toEqual([]);
    expect(storage.stored).toEqual([SHIPPING_TICKER_SLUG]);
  });

  it('starts with what was dismissed earlier in the browser session, and stores each slug once', async () => {
    const { store, storage } = setUp([ticker], [SHIPPING_TICKER_SLUG]);
    expect(await slugsOn(store, 'merchandise')).toEqual([]);
    store.dismiss(SHIPPING_TICKER_SLUG);
    expect(storage.stored).toEqual([SHIPPING_TICKER_SLUG]);
  });

  it('shows nothing before the content has loaded', async () => {
    const store = new BroadcastStore(new MemorySlot<readonly string[]>(), contentStoreWith(null).store, new AccountStore());
    expect(await slugsOn(store, 'merchandise')).toEqual([]);
  });
});
