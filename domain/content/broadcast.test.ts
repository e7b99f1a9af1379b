import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../account/account-type.ts';
import { ANY_PAGE, PAGE_KEYS, SHIPPING_TICKER_SLUG, pageKeyOf, visibleBroadcasts } from './broadcast.ts';
import type { BroadcastMessage } from './content-config.ts';

function message(slug: string, overrides: Partial<BroadcastMessage> = {}): BroadcastMessage {
  return { slug, title: `${slug} title`, description: `${slug} description`, link: null, segments: [], pages: [ANY_PAGE], ...overrides };
}

const everywhere = { accountType: null, pageKey: 'home', dismissedSlugs: [] } as const;

describe('pageKeyOf', () => {
  const shop = (search: string) => new URLSearchParams(search);

  it.each([
    // The home page.
    ['/', undefined, 'home'], ['', undefined, 'home'],
    // The shop by the catalogue ?catalogue= names, each of the four its own page, merchandise by default.
    ['/shop', 'catalogue=gift-cards', 'gift-cards'], ['/shop', 'catalogue=merchandise', 'merchandise'],
    ['/shop', 'catalogue=financial-rewards', 'financial-rewards'], ['/shop', 'catalogue=charitable-donations', 'charitable-donations'],
    ['/shop', undefined, 'merchandise'], ['/shop', '', 'merchandise'], ['/shop', 'catalogue=shoes', 'merchandise'], ['/shop', 'q=gift-cards', 'merchandise'],
    // The legacy ?catalog= of stored content links, read the same way.
    ['/shop', 'catalog=gift-cards', 'gift-cards'], ['/shop', 'catalog=charitable-donations', 'charitable-donations'],
    ['/fr/shop', 'catalog=financial-rewards', 'financial-rewards'],
    // A product page is its catalogue's, the cart another page.
    ['/shop/wireless-headphones', 'catalogue=gift-cards', 'gift-cards'], ['/shop/wireless-headphones', undefined, 'merchandise'],
    ['/shop/cart', 'catalogue=gift-cards', 'other'], ['/shop/cart', undefined, 'other'],
    // The donation, financial-rewards and account pages, with the pages under them.
    ['/charitable-donations', undefined, 'charitable-donations'], ['/financial-rewards', undefined, 'financial-rewards'],
    ['/financial-rewards/loan', undefined, 'financial-rewards'], ['/account', undefined, 'account'],
    ['/account/order-history', undefined, 'account'], ['/account/order-details/12', undefined, 'account'],
    // Every other page is "other", also pages whose name only starts like a known one.
    ['/faq', undefined, 'other'], ['/checkout', undefined, 'other'], ['/accounts', undefined, 'other'], ['/shopping', undefined, 'other'],
    ['/pending-actions/account', undefined, 'other'],
    // A French prefix, a trailing slash and letter case do not count.
    ['/fr', undefined, 'home'], ['/fr/shop', 'catalogue=gift-cards', 'gift-cards'], ['/shop/', undefined, 'merchandise'],
    ['/Account/', undefined, 'account'], ['/SHOP/CART', undefined, 'other'],
  ])('names %j with ?%s the page %s', (path, search, key) => {
    expect(pageKeyOf(path, search === undefined ? undefined : shop(search))).toBe(key);
  });

  it('does not show the shipping ticker on the donations catalogue of /shop', () => {
    const ticker = message(SHIPPING_TICKER_SLUG, { pages: ['gift-cards', 'merchandise', 'financial-rewards'] });
    const on = (search: string) => visibleBroadcasts([ticker], { accountType: null, pageKey: pageKeyOf('/shop', shop(search)), dismissedSlugs: [] });
    expect(on('catalogue=charitable-donations')).toEqual([]);
    expect(on('catalog=charitable-donations')).toEqual([]);
    expect(on('catalogue=financial-rewards')).toEqual([ticker]);
    expect(on('catalogue=gift-cards')).toEqual([ticker]);
    expect(on('')).toEqual([ticker]);
  });

  it('always gives one of the page keys', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (path, catalogue, legacy) => {
        expect(PAGE_KEYS).toContain(pageKeyOf(path, new URLSearchParams({ catalogue, catalog: legacy })));
      }),
    );
  });
});

describe('visibleBroadcasts', () => {
  it('names the shipping ticker of the spec', () => {
    expect(SHIPPING_TICKER_SLUG).toBe('shipping_ticker_strike_broadcast_2025');
  });

  it('shows the shipping ticker on the gift-cards, merchandise and financial-rewards pages to everyone', () => {
    const ticker = message(SHIPPING_TICKER_SLUG, { pages: ['gift-cards', 'merchandise', 'financial-rewards'] });
    for (const accountType of [null, ...ACCOUNT_TYPES]) {
      for (const pageKey of ['gift-cards', 'merchandise', 'financial-rewards']) {
        expect(visibleBroadcasts([ticker], { accountType, pageKey, dismissedSlugs: [] })).toEqual([ticker]);
      }
      for (const pageKey of ['home', 'charitable-donations', 'account', 'other']) {
        expect(visibleBroadcasts([ticker], { accountType, pageKey, dismissedSlugs: [] })).toEqual([]);
      }
    }
  });

  it('shows a segmented message only to the account types of its segments', () => {
    const forBusiness = message('business-news', { segments: ['business', 'commercial'] });
    expect(visibleBroadcasts([forBusiness], { ...everywhere, accountType: 'business' })).toEqual([forBusiness]);
    expect(visibleBroadcasts([forBusiness], { ...everywhere, accountType: 'commercial' })).toEqual([forBusiness]);
    expect(visibleBroadcasts([forBusiness], { ...everywhere, accountType: 'personal' })).toEqual([]);
  });

  it('reads segments without regard to letter case or surrounding spaces', () => {
    const forSelect = message('select-news', { segments: [' Select '] });
    expect(visibleBroadcasts([forSelect], { ...everywhere, accountType: 'select' })).toEqual([forSelect]);
  });

  it('shows guests only messages without segments', () => {
    const forAll = message('for-all');
    const forPersonal = message('for-personal', { segments: ['personal'] });
    expect(visibleBroadcasts([forAll, forPersonal], everywhere)).toEqual([forAll]);
  });

  it('matches the page key or "any", and shows a message without pages nowhere', () => {
    const onHome = message('on-home', { pages: ['home'] });
    const onAny = message('on-any', { pages: ['any'] });
    const nowhere = message('nowhere', { pages: [] });
    expect(visibleBroadcasts([onHome, onAny, nowhere], { ...everywhere, pageKey: 'home' })).toEqual([onHome, onAny]);
    expect(visibleBroadcasts([onHome, onAny, nowhere], { ...everywhere, pageKey: 'account' })).toEqual([onAny]);
  });

  it('hides dismissed messages', () => {
    const first = message('first');
    const second = message('second');
    expect(visibleBroadcasts([first, second], { ...everywhere, dismissedSlugs: ['first'] })).toEqual([second]);
  });

  it('shows only the first matching message of each slug', () => {
    const first = message('same', { title: 'first' });
    const second = message('same', { title: 'second' });
    expect(visibleBroadcasts([first, second], everywhere)).toEqual([first]);
  });

  it('picks the first of a slug among the messages that match, so one slug can vary by segment', () => {
    const forBusiness = message('welcome', { segments: ['business'], title: 'business' });
    const forPersonal = message('welcome', { segments: ['personal'], title: 'personal' });
    expect(visibleBroadcasts([forBusiness, forPersonal], { ...everywhere, accountType: 'personal' })).toEqual([forPersonal]);
  });

  const arbitraryMessage = fc
    .record({
      slug: fc.constantFrom('a', 'b', 'c', 'd'),
      segments: fc.subarray([...ACCOUNT_TYPES]),
      pages: fc.subarray([...PAGE_KEYS, ANY_PAGE]),
    })
    .map(({ slug, ...rest }) => message(slug, rest));
  const audience = fc.record({
    accountType: fc.constantFrom(null, ...ACCOUNT_TYPES),
    pageKey: fc.constantFrom(...PAGE_KEYS),
    dismissedSlugs: fc.subarray(['a', 'b', 'c', 'd']),
  });

  it('never shows two messages with one slug nor a dismissed one, and keeps the input order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryMessage, { maxLength: 10 }), audience, (messages, who) => {
        const shown = visibleBroadcasts(messages, who);
        const shownSlugs = shown.map((entry) => entry.slug);
        expect(new Set(shownSlugs).size).toBe(shownSlugs.length);
        expect(shownSlugs.filter((slug) => who.dismissedSlugs.includes(slug))).toEqual([]);
        let from = 0;
        for (const entry of shown) {
          const index = messages.indexOf(entry, from);
          expect(index).toBeGreaterThanOrEqual(from);
          from = index + 1;
        }
      }),
    );
  });

  it('shows every matching slug that was not dismissed', () => {
    fc.assert(
      fc.property(fc.array(arbitraryMessage, { maxLength: 10 }), audience, (messages, who) => {
        const shownSlugs = new Set(visibleBroadcasts(messages, who).map((entry) => entry.slug));
        for (const candidate of messages) {
          const matches =
            (candidate.segments.length === 0 || (who.accountType !== null && candidate.segments.includes(who.accountType))) &&
            (candidate.pages.includes(ANY_PAGE) || candidate.pages.includes(who.pageKey));
          if (matches && !who.dismissedSlugs.includes(candidate.slug)) {
            expect(shownSlugs.has(candidate.slug)).toBe(true);
          }
        }
      }),
    );
  });
});
