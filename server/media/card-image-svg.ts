import { escapeXml } from './svg-text';

type Tier = 'essential' | 'premium' | 'elite';

/** Every card type of the API document, with the tier that colours its art and the name printed on it. */
export const CARD_ART: Record<string, { tier: Tier; label: string }> = {
  advance: { tier: 'essential', label: 'Advance' },
  cash: { tier: 'essential', label: 'Cash Rewards' },
  platinum: { tier: 'premium', label: 'Platinum' },
  premier: { tier: 'premium', label: 'Premier' },
  premier_world: { tier: 'premium', label: 'Premier World' },
  business: { tier: 'premium', label: 'Business' },
  commercial: { tier: 'premium', label: 'Commercial' },
  select: { tier: 'elite', label: 'Select' },
  elite: { tier: 'elite', label: 'Elite' },
};

const TIER_COLOURS: Record<Tier, { from: string; to: string; accent: string; ink: string }> = {
  // The programme's secondary slate, light accents.
  essential: { from: '#5b7484', to: '#2f4350', accent: '#dfe7ec', ink: '#ffffff' },
  // The programme's primary blue with silver.
  premium: { from: '#1d4fb0', to: '#0b2559', accent: '#c0c7d1', ink: '#ffffff' },
  // Charcoal with gold.
  elite: { from: '#3a3a3a', to: '#111111', accent: '#c9a227', ink: '#f5e7b5' },
};

export function isCardType(value: string): boolean {
  return Object.hasOwn(CARD_ART, value);
}

/** Card art in the proportions of a payment card (85.60 × 53.98 mm). */
export function cardImageSvg(cardType: string): string | null {
  const art = CARD_ART[cardType];
  if (!art) return null;
  const colours = TIER_COLOURS[art.tier];
  const label = escapeXml(art.label.toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="270" viewBox="0 0 856 540" role="img" aria-label="${escapeXml(art.label)} card">
<title>${escapeXml(art.label)} card</title>
<defs>
<linearGradient id="face" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colours.from}"/>
<stop offset="1" stop-color="${colours.to}"/>
</linearGradient>
</defs>
<rect width="856" height="540" rx="36" fill="url(#face)"/>
<path d="M520 0 C 640 140 700 320 856 380 L856 0 Z" fill="${colours.accent}" opacity="0.18"/>
<text x="56" y="92" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="40" font-weight="700" fill="${colours.ink}">Demo Bank</text>
<rect x="56" y="190" width="110" height="84" rx="12" fill="${colours.accent}" opacity="0.9"/>
<path d="M56 232 H166 M111 190 V274 M80 190 V274 M142 190 V274" stroke="${colours.to}" stroke-width="3" opacity="0.5"/>
<text x="56" y="470" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="44" font-weight="600" letter-spacing="4" fill="${colours.ink}">${label}</text>
<text x="800" y="470" text-anchor="end" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="30" font-weight="500" fill="${colours.accent}">REWARDS</text>
</svg>
`;
}
