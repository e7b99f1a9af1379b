/**
 * Home-page slide art (spec §3 CMS slide: image lg and sm). Decorative and
 * without text, so one picture serves both languages and the slide's heading
 * stays real, translatable text on top of it.
 */

export const SLIDE_IMAGE_SIZES = { lg: { width: 1600, height: 500 }, sm: { width: 800, height: 600 } } as const;
export type SlideImageSize = keyof typeof SLIDE_IMAGE_SIZES;

interface SlideArt {
  sky: [string, string];
  shapes: (width: number, height: number) => string;
}

export const SLIDE_ART: Record<string, SlideArt> = {
  travel: {
    sky: ['#133c8f', '#4f86d9'],
    shapes: (w, h) =>
      `<circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.16}" fill="#ffd66b"/>` +
      `<path d="M0 ${h * 0.78} Q ${w * 0.25} ${h * 0.62} ${w * 0.5} ${h * 0.76} T ${w} ${h * 0.7} V ${h} H 0 Z" fill="#0b2559" opacity="0.85"/>` +
      `<path d="M${w * 0.58} ${h * 0.45} l${w * 0.1} ${-h * 0.06} l${w * 0.012} ${h * 0.02} l${-w * 0.05} ${h * 0.05} l${w * 0.03} ${h * 0.07} l${-w * 0.012} ${h * 0.01} l${-w * 0.04} ${-h * 0.06} z" fill="#ffffff"/>`,
  },
  'gift-cards': {
    sky: ['#4d6474', '#8aa3b3'],
    shapes: (w, h) =>
      `<rect x="${w * 0.55}" y="${h * 0.22}" width="${w * 0.22}" height="${h * 0.44}" rx="${h * 0.04}" fill="#ffffff" transform="rotate(-8 ${w * 0.66} ${h * 0.44})"/>` +
      `<rect x="${w * 0.66}" y="${h * 0.3}" width="${w * 0.22}" height="${h * 0.44}" rx="${h * 0.04}" fill="#133c8f" transform="rotate(6 ${w * 0.77} ${h * 0.52})"/>` +
      `<rect x="${w * 0.66}" y="${h * 0.47}" width="${w * 0.22}" height="${h * 0.05}" fill="#ffd66b" transform="rotate(6 ${w * 0.77} ${h * 0.52})"/>`,
  },
  holiday: {
    sky: ['#7a1f2b', '#c2434f'],
    shapes: (w, h) =>
      [0.6, 0.7, 0.8, 0.9]
        .map((x, index) => `<circle cx="${w * x}" cy="${h * (0.3 + (index % 2) * 0.25)}" r="${h * 0.09}" fill="#ffffff" opacity="${0.5 + index * 0.1}"/>`)
        .join(''),
  },
};

/** The art of one slide at one size; null for an unknown name. */
export function slideImageSvg(name: string, size: SlideImageSize): string | null {
  const art = Object.hasOwn(SLIDE_ART, name) ? SLIDE_ART[name] : undefined;
  if (!art) return null;
  const { width, height } = SLIDE_IMAGE_SIZES[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.sky[0]}"/><stop offset="1" stop-color="${art.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${art.shapes(width, height)}
</svg>
`;
}

export function slideImageUrl(name: string, size: SlideImageSize): string {
  return `/media/slides/${name}/${size}.svg`;
}
