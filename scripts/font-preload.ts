import type { Plugin } from 'vite';

/**
 * The font files the first screen's text is set in (ui/styles/fonts.css):
 * body text, its semibold and bold, and the display face of the headings.
 * The medium weight is not on a first screen.
 */
export const FIRST_SCREEN_FONTS = ['inter-latin-400-normal', 'inter-latin-600-normal', 'inter-latin-700-normal', 'montserrat-latin-700-normal'];

/**
 * Adds to the built index.html a preload of each first-screen font (issues
 * 16 and 24): each downloads beside the page's CSS instead of once text
 * using it is laid out, so it is more often there when that text first
 * renders and `font-display: optional` keeps it, and a font found by layout
 * (fetched at the browser's highest priority) no longer counts as holding
 * the first paint back in Lighthouse's simulation, which it never did: an
 * optional font waits at most 100 ms.
 */
export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const assets = Object.values(context.bundle ?? {}).filter((output) => output.type === 'asset' && output.fileName.endsWith('.woff2'));
        return FIRST_SCREEN_FONTS.map((name) => {
          const font = assets.find((output) => output.fileName.includes(name));
          if (!font) throw new Error(`font-preload: ${name}.woff2 is not in the build`);
          return {
            tag: 'link',
            injectTo: 'head' as const,
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' },
          };
        });
      },
    },
  };
}
