import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInStorePath } from './in-store-path.ts';

describe('isInStorePath', () => {
  it.each(['/', '/account/order-history', '/fr/shop?catalog=gift-cards#top', '/redeem/cash-back?next=https:example'])(
    'accepts %j, a path of this store with its query and hash',
    (path) => {
      expect(isInStorePath(path)).toBe(true);
    },
  );

  it.each([
    // Anything that does not start with a slash: relative paths and schemes.
    '', 'account', 'https://evil.example/', 'javascript:alert(1)',
    // Protocol-relative and doubled slashes anywhere.
    '//evil.example', '///evil.example', '/shop//cart',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example', '/shop\\cart',
    // Whitespace and control characters, which browsers drop from URLs.
    '/\t/evil.example', '/\n/evil.example', '/ /evil.example', '/shop\u0000', '/shop\u001f', '/shop\u007f',
  ])('refuses %j', (path) => {
    expect(isInStorePath(path)).toBe(false);
  });

  it('never accepts a value a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', ':', '.', 'a', '\t', ' ', '?', '#', '@') }), (value) => {
        if (isInStorePath(value)) {
          expect(new URL(value, 'https://store.example/shop').origin).toBe('https://store.example');
        }
      }),
    );
  });
});
