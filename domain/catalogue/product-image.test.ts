import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_PREFERENCE, pickProductImage, type ProductImageSize } from './product-image.ts';

describe('pickProductImage', () => {
  it('prefers large, then medium, then small', () => {
    expect(PRODUCT_IMAGE_PREFERENCE).toEqual(['large', 'medium', 'small']);
    expect(pickProductImage({ large: '/l.svg', medium: '/m.svg', small: '/s.svg' })).toBe('/l.svg');
    expect(pickProductImage({ large: null, medium: '/m.svg', small: '/s.svg' })).toBe('/m.svg');
    expect(pickProductImage({ small: '/s.svg' })).toBe('/s.svg');
  });

  it('skips blank URLs', () => {
    expect(pickProductImage({ large: '', medium: '  ', small: '/s.svg' })).toBe('/s.svg');
  });

  it('gives null, the no-image fallback, when no size has a URL', () => {
    expect(pickProductImage({})).toBeNull();
    expect(pickProductImage({ large: null, medium: '', small: undefined })).toBeNull();
    expect(pickProductImage(null)).toBeNull();
    expect(pickProductImage(undefined)).toBeNull();
  });

  it('follows a given preference and ignores sizes outside it', () => {
    const images = { large: '/l.svg', medium: '/m.svg', small: '/s.svg' };
    expect(pickProductImage(images, ['small', 'large'])).toBe('/s.svg');
    expect(pickProductImage({ large: '/l.svg' }, ['medium', 'small'])).toBeNull();
    expect(pickProductImage(images, [])).toBeNull();
  });

  it('always gives a non-blank URL of a preferred size, the first one there is, or null', () => {
    const size = fc.constantFrom<ProductImageSize>('large', 'medium', 'small');
    const url = fc.option(fc.constantFrom('', ' ', '/a.svg', '/b.svg', '/c.svg'), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ large: url, medium: url, small: url }),
        fc.uniqueArray(size, { maxLength: 3 }),
        (images, preference) => {
          const picked = pickProductImage(images, preference);
          const present = preference.map((key) => images[key]).filter((candidate) => (candidate ?? '').trim() !== '');
          expect(picked).toBe(present[0] ?? null);
        },
      ),
    );
  });
});
