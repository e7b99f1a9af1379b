import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RenderedPage } from './page-renderer';
import { inlineHash } from '../http/content-security-policy';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder';
import { preloadLinks, type RoutePreloads } from './route-preloads';

/** A `style` attribute as React writes it: double-quoted, with &, <, >, " and ' escaped. */
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * The hashes of every distinct `style` attribute value in `html`, as the
 * browser reads them (entities decoded): the page's policy allows exactly
 * these (server/http/content-security-policy.ts).
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const [, raw = ''] of html.matchAll(STYLE_ATTRIBUTE)) values.add(raw.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity));
  return [...values].map(inlineHash);
}

/** The empty root the build's index.html holds, and its note for browsers without JavaScript. */
const EMPTY_ROOT = '<div id="root"></div>';
const NO_SCRIPT_NOTE = /<noscript>[\s\S]*?<\/noscript>/;

/*
 * Replacer functions throughout: a "$&" or "$`" in CMS text must stay text,
 * not name a part of the page.
 */

/**
 * The page the browser renders: the build's index.html with this response's
 * nonce, the page's chunks and messages announced (they download beside the
 * entry), and the guest content inlined.
 */
export function clientRenderedHtml(indexHtml: string, { nonce, preloads, content }: { nonce: string; preloads: RoutePreloads; content: string }): string {
  return indexHtml
    .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
    .replace('</head>', () => `${preloadLinks(preloads)}</head>`)
    .replace('</body>', () => `${content}</body>`);
}

/**
 * The page the server rendered (issue 24): its markup in #root, marked for
 * hydration; the page's stylesheets applied (not only preloaded), so it
 * paints styled before any script runs; the page's language on <html>; the
 * API answers it was rendered with, which the browser's stores start from;
 * and no "needs JavaScript" note, since it reads without it.
 */
export function serverRenderedHtml(
  indexHtml: string,
  { nonce, locale, rendered, preloads }: { nonce: string; locale: Locale; rendered: RenderedPage; preloads: RoutePreloads },
): string {
  const styles = preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return indexHtml
    .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace('</head>', () => `${preloadLinks({ modules: preloads.modules, styles: [] })}${styles}</head>`)
    .replace(NO_SCRIPT_NOTE, () => '')
    .replace(EMPTY_ROOT, () => rendered.root)
    .replace('</body>', () => `${rendered.data}</body>`);
}
