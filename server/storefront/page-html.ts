import type { Locale } from '@rewards-storefront/domain/locale/locale';
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

/** The build's entry script and module preloads in index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * Starts the page's script once the browser has painted what the server
 * rendered: the first paint then waits for the HTML and the stylesheets
 * only, not for ~250 kB of script competing with them (and with the first
 * image) on a slow connection. The paint that counts is the first with
 * content (its text or an image): the first frame can come before it, while
 * the text waits up to 100 ms for its font (`font-display: optional`). A
 * browser that does not report paints starts it after the first frame; a
 * tab opened in the background paints nothing: the timeout starts it there.
 */
function scriptsAfterFirstPaint(entry: string, modules: readonly string[], nonce: string): string {
  const load =
    `var d=document,done=0;${earlyClickKeeper()}function go(){if(done)return;done=1;var f=d.createDocumentFragment();${JSON.stringify(modules)}.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};f.appendChild(s);d.head.appendChild(f)}` +
    `function later(){setTimeout(go,0)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)later()}).observe({type:'paint',buffered:true})` +
    `}else requestAnimationFrame(later);setTimeout(go,${SCRIPT_START_FALLBACK_MS})`;
  return `<script nonce="${nonce}">${load.replace(/</g, '\\u003c')}</script>`;
}

/** When the script starts if no frame was painted (a background tab). */
const SCRIPT_START_FALLBACK_MS = 1000;

/** Where the page keeps a click its script has not yet answered (ui/server-rendering/early-click.ts takes it). */
export const EARLY_CLICK_GLOBAL = '__rewardsEarlyClick';

/**
 * Keeps the last click on one of the page's own buttons (a menu, a dialog's
 * opener: `type="button"` or `role="button"`) made before its script has run,
 * so the script answers it once the page has hydrated instead of the click
 * doing nothing. Links and forms need no help: the browser follows and sends
 * them itself. The script takes it when it starts hydrating; from then on
 * React answers clicks itself.
 */
function earlyClickKeeper(): string {
  return (
    `var k=window.${EARLY_CLICK_GLOBAL}={taken:false,last:null};d.addEventListener('click',function(e){` +
    `var t=e.target,b=!k.taken&&t&&t.closest?t.closest('button[type="button"],[role="button"]'):null;` +
    `if(!b||!d.getElementById('root').contains(b))return;e.preventDefault();e.stopImmediatePropagation();k.last=b},true);`
  );
}

/**
 * The page the server rendered (issue 24): its markup in #root, marked for
 * hydration; the page's stylesheets applied (not only preloaded), so it
 * paints styled before any script runs; the page's script started once that
 * paint is done; the page's language on <html>; the API answers it was
 * rendered with, which the browser's stores start from; and no "needs
 * JavaScript" note, since it reads without it.
 */
export function serverRenderedHtml(
  indexHtml: string,
  { nonce, locale, rendered, preloads }: { nonce: string; locale: Locale; rendered: { readonly root: string; readonly data: string }; preloads: RoutePreloads },
): string {
  const styles = preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const page = indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  const modules = [...[...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...preloads.modules];
  // A build whose entry is not the one tag the server knows: its scripts load as the build wrote them.
  const scripts = entry === undefined ? { head: preloadLinks({ modules: preloads.modules, styles: [] }), body: '' } : { head: '', body: scriptsAfterFirstPaint(entry, modules, nonce) };
  const withoutEarlyScripts = entry === undefined ? page : page.replace(ENTRY_SCRIPT, () => '').replace(MODULE_PRELOAD, () => '');
  return withoutEarlyScripts
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace('</head>', () => `${scripts.head}${styles}</head>`)
    .replace(NO_SCRIPT_NOTE, () => '')
    .replace(EMPTY_ROOT, () => rendered.root)
    .replace('</body>', () => `${rendered.data}${scripts.body}</body>`);
}
