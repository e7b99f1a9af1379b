import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromCookies, rememberedLandingPath } from '@rewards-storefront/domain/locale/locale-cookie';
import { localeFromPath } from '@rewards-storefront/domain/locale/locale-path';
import { registerBuiltFileRoutes } from './built-file-routes';
import { readBuiltFiles } from './built-files';
import { inlineGuestContent, type GuestContentMemory } from './inline-guest-content';
import { pageForPath } from './route-pages';
import { NO_PRELOADS, readViteManifest, RoutePreloadPlanner } from './route-preloads';
import { clientRenderedHtml, serverRenderedHtml } from './page-html';
import { memberPage, visitorPage, type PageRendering, type ServerPage } from './server-rendering';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder';
import { PrecompressedPage } from '../http/precompressed-page';
import { carriesSessionCookie } from '../http/session-cookie';
import { sendCompressed, sendPrecompressed } from '../http/compressed-answer';
import { newCspNonce, pageContentSecurityPolicy } from '../http/content-security-policy';

/** index.html names the current hashed assets: always revalidate it. */
const INDEX_CACHE = 'no-cache';
/** A member's page (a request with a session cookie): never stored (issue 24). */
const MEMBER_PAGE_CACHE = 'private, no-store';

/** Paths that belong to the server, never to the single-page app (the operations endpoints among them, even when off). */
const SERVER_PATH = /^\/(api|media|sandbox|healthz|readyz|metrics)(\/|$)/;
/**
 * A missing hashed asset is a 404, not the app's HTML: a browser holding an
 * old index.html must see the chunk fail to load (the client then reloads).
 */
const ASSET_PATH = /^\/assets\//;
/** The build's manifest (read by this server and the size report, never by a browser): not served. */
const BUILD_MANIFEST_PATH = /^\/\.vite(\/|$)/;
/** Source maps (`*.js.map`, `*.css.map`): the whole source, so not for the public in production. */
const SOURCE_MAP_PATH = /\.map$/i;

/** Whether a built file may be sent to browsers: never the build manifest; source maps only when asked (not in production). */
export function isPublicBuildFile(pathname: string, options: { serveSourceMaps: boolean }): boolean {
  if (BUILD_MANIFEST_PATH.test(pathname)) return false;
  return options.serveSourceMaps || !SOURCE_MAP_PATH.test(pathname);
}

export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return !SERVER_PATH.test(path) && !ASSET_PATH.test(path);
}

/**
 * Serves the built storefront (`npm run build` writes it to STOREFRONT_DIR).
 * Returns the fallback used by the not-found handler for client-side routes.
 */
export async function registerStorefront(
  app: FastifyInstance,
  options: {
    storefrontDir: string;
    formOrigins?: readonly string[];
    /** The programme the storefront was built for (its VITE_PROGRAM_SLUG): whose guest content goes in the page. */
    programSlug: string;
    /** How long the page waits for that content before going without it. */
    guestContentTimeoutMs?: number;
    /** Send the build's source maps (default false; main.ts: not in production mode). */
    serveSourceMaps?: boolean;
    /** Where the guest content is kept between pages (none: asked for each page). */
    guestContentMemory?: GuestContentMemory;
    /** The server's rendering of a visitor's or a member's page (issue 24); none: every page is rendered by the browser. */
    pageRendering?: PageRendering | null;
  },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const indexFile = join(options.storefrontDir, 'index.html');
  const builtAtStart = existsSync(indexFile);
  // The page the build wrote, read once like the other built files (built-files.ts): stamped per request below.
  const indexHtml = builtAtStart ? readFileSync(indexFile, 'utf8') : null;
  // Read once: the build does not change under a running server (a new build needs a restart, like index.html's assets).
  const manifest = builtAtStart ? readViteManifest(options.storefrontDir) : null;
  const preloads = manifest ? new RoutePreloadPlanner(manifest) : null;

  if (builtAtStart) {
    const isPublic = (pathname: string) => isPublicBuildFile(pathname, { serveSourceMaps: options.serveSourceMaps ?? false });
    // One route per built file, listed once at start: an address that is not a file goes straight to the
    // not-found handler.
    registerBuiltFileRoutes(app, readBuiltFiles(options.storefrontDir, isPublic));
  }

  // Each visitor's page kept in memory (server-rendering.ts), as the whole HTML compressed once; gone with the page.
  const wholePages = new WeakMap<ServerPage, PrecompressedPage>();
  // And its Content-Security-Policy, the same for every response but the nonce: made once, cut where the nonce goes.
  const visitorPolicies = new WeakMap<ServerPage, readonly string[]>();
  const policyFor = (rendered: ServerPage | null, nonce: string) =>
    pageContentSecurityPolicy({
      nonce,
      formOrigins: options.formOrigins,
      ...(rendered ? { styleAttributeHashes: rendered.styleHashes } : {}),
    });
  const visitorPolicy = (page: ServerPage, nonce: string) => {
    let parts = visitorPolicies.get(page);
    if (parts === undefined) visitorPolicies.set(page, (parts = policyFor(page, CSP_NONCE_PLACEHOLDER).split(CSP_NONCE_PLACEHOLDER)));
    return parts.join(nonce);
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (indexHtml === null) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          `The storefront has not been built (no ${indexFile}).\n` +
            'Run `npm run build`, then restart the server (`npm start` does both).\n' +
            'The programme API is available under /api/v1 meanwhile.\n',
        );
    }
    const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
    // A returning visitor who chose French (spec §9 locale cookie) gets the French home's page, with its
    // messages preloaded, instead of the English one the client would leave at once.
    const landing = rememberedLandingPath(path, localeFromCookies(request.headers.cookie));
    // The answer depends on cookies: the locale cookie at "/", and on every page whether it is a member's (session cookie).
    void reply.header('Vary', 'Cookie');
    if (landing !== null) {
      return reply
        .code(302)
        .header('Cache-Control', INDEX_CACHE)
        .redirect(query === undefined ? landing : `${landing}?${query}`);
    }
    // A fresh nonce per response: the page's scripts and Mantine's styles carry it, an injected one cannot.
    const nonce = newCspNonce();
    const locale = localeFromPath(path);
    const page = pageForPath(path);
    const planned = preloads?.preloadsFor(page, locale) ?? NO_PRELOADS;
    // A path no route of the storefront names is a 404 (search engines, monitoring), still with the app's page: the
    // app shows its localized not-found page for it.
    const status = path === '/' || page !== null ? 200 : 404;
    const rendering = options.pageRendering && request.method === 'GET' ? options.pageRendering : null;
    const isMembers = carriesSessionCookie(request);
    const visitor = rendering && !isMembers ? await visitorPage(app, request, rendering, { locale }) : null;
    const rendered = rendering && isMembers ? await memberPage(app, request, rendering, { locale, nonce }) : (visitor?.page ?? null);
    void reply
      .code(status)
      // A member's page is never kept by a cache; a visitor's is revalidated (each carries its own nonce, so a shared
      // cache must not hand one to many: the server keeps visitors' pages itself and stamps each response's nonce).
      .header('Cache-Control', isMembers ? MEMBER_PAGE_CACHE : INDEX_CACHE)
      .header('Content-Security-Policy', visitor ? visitorPolicy(visitor.page, nonce) : policyFor(rendered, nonce))
      .type('text/html; charset=utf-8');
    if (rendered) void reply.header('Server-Timing', visitor?.kept === true ? 'page;desc="kept"' : rendered.serverTiming);
    if (visitor) {
      // The visitor's whole page, compressed once for every response that sends it (each stamps its own nonce).
      let whole = wholePages.get(visitor.page);
      if (whole === undefined) {
        whole = new PrecompressedPage(
          serverRenderedHtml(indexHtml, { nonce: CSP_NONCE_PLACEHOLDER, locale, rendered: visitor.page, preloads: planned }),
          CSP_NONCE_PLACEHOLDER,
        );
        wholePages.set(visitor.page, whole);
      }
      return sendPrecompressed(request, reply, whole, nonce);
    }
    const html = rendered
      ? serverRenderedHtml(indexHtml, { nonce, locale, rendered, preloads: planned })
      : clientRenderedHtml(indexHtml, {
          nonce,
          preloads: planned,
          content: await inlineGuestContent(app, request, {
            programSlug: options.programSlug,
            locale,
            nonce,
            timeoutMs: options.guestContentTimeoutMs,
            ...(options.guestContentMemory ? { memory: options.guestContentMemory } : {}),
          }),
        });
    return sendCompressed(request, reply, html);
  };
  // The home page is the app (the static files register no route for "/").
  app.get('/', serveApp);
  return serveApp;
}
