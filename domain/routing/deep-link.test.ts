import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEEP_LINK_PARAMETER, DEEP_LINK_TTL_MS, deepLinkFromSearch, liveDeepLink } from './deep-link.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('deepLinkFromSearch', () => {
  it('keeps deep links for 30 minutes (spec §9) from the action parameter', () => {
    expect(DEEP_LINK_TTL_MS).toBe(30 * 60 * 1000);
    expect(DEEP_LINK_PARAMETER).toBe('action');
  });

  it('saves an in-store path from the action parameter, expiring 30 minutes later', () => {
    expect(deepLinkFromSearch('?action=/account/order-history', now)).toEqual({
      target: '/account/order-history',
      expiresAt: new Date('2026-03-01T12:30:00.000Z'),
    });
  });

  it('reads the query with or without its question mark, among other parameters, decoded', () => {
    expect(deepLinkFromSearch('page=2&action=%2Ffr%2Fshop%3Fcatalog%3Dgift-cards', now)?.target).toBe('/fr/shop?catalog=gift-cards');
    expect(deepLinkFromSearch('?action=/a&action=/b', now)?.target).toBe('/a');
  });

  it('gives nothing without an action parameter or with an empty one', () => {
    expect(deepLinkFromSearch('', now)).toBeNull();
    expect(deepLinkFromSearch('?page=2', now)).toBeNull();
    expect(deepLinkFromSearch('?action=', now)).toBeNull();
  });

  it('refuses targets that could leave the store', () => {
    for (const target of [
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'account',
      '/%09/evil.example'.replace('%09', '\t'),
    ]) {
      expect(deepLinkFromSearch(`?action=${encodeURIComponent(target)}`, now)).toBeNull();
    }
  });

  it('never gives a target a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', ':', '.', 'a', '\t', ' ', '?', '#', '@', '%') }), (target) => {
        const link = deepLinkFromSearch(`?action=${encodeURIComponent(target)}`, now);
        if (link !== null) {
          expect(new URL(link.target, 'https://store.example/shop').origin).toBe('https://store.example');
          expect(link.target).toBe(target);
        }
      }),
    );
  });
});

describe('liveDeepLink', () => {
  const link = { target: '/account', expiresAt: later(DEEP_LINK_TTL_MS) };

  it('keeps a link until it expires', () => {
    expect(liveDeepLink(link, now)).toBe(link);
    expect(liveDeepLink(link, later(DEEP_LINK_TTL_MS - 1))).toBe(link);
  });

  it('drops it once expired, from the expiry moment on', () => {
    expect(liveDeepLink(link, later(DEEP_LINK_TTL_MS))).toBeNull();
    expect(liveDeepLink(link, later(DEEP_LINK_TTL_MS + 60_000))).toBeNull();
  });

  it('gives nothing for no link', () => {
    expect(liveDeepLink(null, now)).toBeNull();
  });

  it('drops a link with an invalid expiry', () => {
    expect(liveDeepLink({ target: '/account', expiresAt: new Date(Number.NaN) }, now)).toBeNull();
  });

  it('drops a stored link whose target was edited to leave the store', () => {
    expect(liveDeepLink({ target: '//evil.example', expiresAt: link.expiresAt }, now)).toBeNull();
    expect(liveDeepLink({ target: 'https://evil.example', expiresAt: link.expiresAt }, now)).toBeNull();
  });

  it('is live for exactly 30 minutes after it was saved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * DEEP_LINK_TTL_MS }), (elapsed) => {
        const saved = deepLinkFromSearch('?action=/account', now);
        expect(liveDeepLink(saved, later(elapsed)) !== null).toBe(elapsed < DEEP_LINK_TTL_MS);
      }),
    );
  });
});
