/**
 * Small brand images the content service sends as data URLs (spec §3:
 * navigation icons are base64 files; footer logos carry images too).
 * Decorative shapes only: the text alternative is the item's title.
 */

const PRIMARY = '#133c8f';
const SECONDARY = '#4d6474';

/** A data URL of an SVG image, as the content service stores icons. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A 24 px aeroplane for the Travel navigation item; inherits the text colour where the client inlines it. */
export function planeIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path fill="${PRIMARY}" d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"/></svg>`;
}

/** The bank's mark: a shield with a stylised "D". */
export function bankLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" aria-hidden="true"><path fill="${PRIMARY}" d="M24 2 6 8v14c0 11 7.7 20.6 18 24 10.3-3.4 18-13 18-24V8z"/><path fill="#fff" d="M17 14h7.5c6 0 9.5 3.6 9.5 9.5S30.5 33 24.5 33H17zm5 4.5v10h2.3c3.1 0 4.7-1.8 4.7-5s-1.6-5-4.7-5z"/><text x="50" y="31" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="700" fill="${PRIMARY}">Demo Bank</text></svg>`;
}

/** The programme's mark: a star in a ring, in the secondary slate. */
export function programmeLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" aria-hidden="true"><circle cx="24" cy="24" r="20" fill="none" stroke="${SECONDARY}" stroke-width="4"/><path fill="${SECONDARY}" d="m24 11 3.8 8.2 8.9 1-6.6 6.1 1.8 8.8L24 30.6l-7.9 4.5 1.8-8.8-6.6-6.1 8.9-1z"/><text x="50" y="31" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="700" fill="${SECONDARY}">Rewards</text></svg>`;
}
