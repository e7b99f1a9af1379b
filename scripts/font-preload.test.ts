import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FONTS, fontPreload } from './font-preload';

type Handler = (html: string, context: Pick<IndexHtmlTransformContext, 'bundle'>) => HtmlTagDescriptor[];

/** The plugin's index.html transform, over a build holding these files. */
function tagsFor(fileNames: readonly string[]): HtmlTagDescriptor[] {
  const transform = fontPreload().transformIndexHtml as { handler: Handler };
  const bundle = Object.fromEntries(fileNames.map((fileName) => [fileName, { type: 'asset', fileName }]));
  return transform.handler('<html></html>', { bundle: bundle as unknown as IndexHtmlTransformContext['bundle'] });
}

const BUILD = [
  'assets/index-a1.js',
  'assets/inter-latin-400-normal-C38f.woff2',
  'assets/inter-latin-500-normal-Cerq.woff2',
  'assets/inter-latin-600-normal-LgqL.woff2',
  'assets/inter-latin-700-normal-Yt3a.woff2',
  'assets/montserrat-latin-700-normal-BdjC.woff2',
];

describe('the first screen’s fonts are preloaded from index.html', () => {
  it('preloads body text, its semibold and bold, and the headings’ display face, each once, as CORS font requests', () => {
    expect(tagsFor(BUILD)).toEqual(
      [
        '/assets/inter-latin-400-normal-C38f.woff2',
        '/assets/inter-latin-600-normal-LgqL.woff2',
        '/assets/inter-latin-700-normal-Yt3a.woff2',
        '/assets/montserrat-latin-700-normal-BdjC.woff2',
      ].map((href) => ({
        tag: 'link',
        injectTo: 'head',
        // Without crossorigin the browser would download the font a second time for @font-face.
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
      })),
    );
  });

  it('leaves the medium weight, on no first screen, to load when text uses it', () => {
    expect(FIRST_SCREEN_FONTS).not.toContain('inter-latin-500-normal');
    expect(tagsFor(BUILD).map((tag) => tag.attrs?.href)).not.toContainEqual(expect.stringContaining('500'));
  });

  it('fails the build, naming the font, when a first-screen font is not in it', () => {
    expect(() => tagsFor(BUILD.filter((file) => !file.includes('montserrat')))).toThrow(
      'font-preload: montserrat-latin-700-normal.woff2 is not in the build',
    );
  });
});
