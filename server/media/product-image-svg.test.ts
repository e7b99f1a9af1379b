import { describe, expect, it } from 'vitest';
import { cardImageSvg } from './card-image-svg';
import { productImageSvg, productInitials } from './product-image-svg';

describe('generated images', () => {
  it('a product image is the same every time for the same product', () => {
    const input = { slug: 'auralis-pulse-wireless-headphones', name: 'Auralis Pulse Wireless Headphones', brand: 'Auralis' };
    expect(productImageSvg(input, 'large')).toBe(productImageSvg(input, 'large'));
    expect(productImageSvg(input, 'small')).toContain('width="200"');
  });

  it('initials come from the first two words, accents kept', () => {
    expect(productInitials('Auralis Pulse Wireless Headphones')).toBe('AP');
    expect(productInitials('Écouteurs sans fil')).toBe('ÉS');
    expect(productInitials('Maple & Rye Bistro eGift Card')).toBe('MR');
  });

  it('text is escaped so a product name cannot inject markup', () => {
    const svg = productImageSvg({ slug: 'x', name: 'Tom & Jerry <script>', brand: 'A&B "Co"' }, 'medium');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(svg).toContain('A&amp;B &quot;Co&quot;');
  });

  it('card art exists per card type, coloured by tier', () => {
    expect(cardImageSvg('elite')).toContain('#c9a227');
    expect(cardImageSvg('premier_world')).toContain('PREMIER WORLD');
    expect(cardImageSvg('gold')).toBeNull();
  });
});
