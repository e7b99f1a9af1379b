import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInStorePath } from './in-store-path';

describe('isInStorePath', () => {
  it('accepts paths of this store, with their query and hash', () => {
    expect(isInStorePath('/')).toBe(true);
    expect(isInStorePath('/account/order-history')).toBe(true);
    expect(isInStorePath('/fr/shop?catalog=gift-cards#top')).toBe(true);
    expect(isInStorePath('/redeem/cash-back?next=https:example')).toBe(true);
  });

  it('refuses anything that does not start with a slash: relative paths and schemes', () => {
    expect(isInStorePath('')).toBe(false);
    expect(isInStorePath('account')).toBe(false);
    expect(isInStorePath('https://evil.example/')).toBe(false);
    expect(isInStorePath('javascript:alert(1)')).toBe(false);
  });

  it('refuses protocol-relative and doubled slashes anywhere', () => {
    expect(isInStorePath('//evil.example')).toBe(false);
    expect(isInStorePath('///evil.example')).toBe(false);
    expect(isInStorePath('/shop//cart')).toBe(false);
  });

  it('refuses backslashes, which browsers read as slashes', () => {
    expect(isInStorePath('/\\evil.example')).toBe(false);
    expect(isInStorePath('/shop\\cart')).toBe(false);
  });

  it('refuses whitespace and control characters, which browsers drop from URLs', () => {
    expect(isInStorePath('/\t/evil.example')).toBe(false);
    expect(isInStorePath('/\n/evil.example')).toBe(false);
    expect(isInStorePath('/ /evil.example')).toBe(false);
    expect(isInStorePath('/shop\u0000')).toBe(false);
    expect(isInStorePath('/shop\u001f')).toBe(false);
    expect(isInStorePath('/shop\u007f')).toBe(false);
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
