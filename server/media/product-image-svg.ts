import type { ImageSize } from '../catalogue/product-list-item';
import { escapeXml, hslToHex, stableFraction } from './svg-text';

const PIXELS: Record<ImageSize, number> = { large: 800, medium: 400, small: 200 };

export interface ProductImageInput {
  slug: string;
  /** The English name: the picture only shows its initials and the brand, which read the same in French. */
  name: string;
  brand: string | null;
}

export function productInitials(name: string): string {
  const words = name
    .split(/[\s\-–&/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  return words
    .slice(0, 2)
    .map((word) => (word[0] ?? '').toUpperCase())
    .join('');
}

/**
 * A placeholder product photo: a soft background in a colour derived from
 * the slug, the product's initials, and the brand. Deterministic, so caches
 * and visual tests stay stable.
 */
export function productImageSvg(input: ProductImageInput, size: ImageSize): string {
  const pixels = PIXELS[size];
  const hue = Math.round(stableFraction(input.slug) * 360);
  const background = hslToHex(hue, 45, 90);
  const shape = hslToHex((hue + 25) % 360, 40, 80);
  const ink = hslToHex(hue, 55, 25);
  const initials = escapeXml(productInitials(input.name));
  const caption = input.brand ?? input.name.split(' ').slice(0, 3).join(' ');
  const title = escapeXml(input.name);
  // The viewBox is fixed; only the pixel size changes with the requested size.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 400 400" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="400" height="400" fill="${background}"/>
<circle cx="330" cy="70" r="120" fill="${shape}" opacity="0.6"/>
<circle cx="60" cy="360" r="90" fill="${shape}" opacity="0.45"/>
<text x="200" y="215" text-anchor="middle" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="120" font-weight="700" fill="${ink}">${initials}</text>
<text x="200" y="285" text-anchor="middle" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="26" font-weight="500" fill="${ink}" opacity="0.85">${escapeXml(caption)}</text>
</svg>
`;
}
