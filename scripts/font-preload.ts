import type { Plugin } from 'vite';

/** The font weight the first screen's text is set in (ui/styles/fonts.css). */
const FIRST_SCREEN_FONT = 'inter-latin-400-normal';

/**
 * Adds to the built index.html a preload of the regular font weight (issue
 * 16): it downloads beside the entry instead of once the CSS is applied, so
 * it is there when text first renders and `font-display: optional` keeps it.
 */
export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.fileName.includes(FIRST_SCREEN_FONT) && output.fileName.endsWith('.woff2'),
        );
        if (!font) throw new Error(`font-preload: ${FIRST_SCREEN_FONT}.woff2 is not in the build`);
        return [
          {
            tag: 'link',
            injectTo: 'head',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' },
          },
        ];
      },
    },
  };
}
