import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { MemberSession, RenderedPage, RenderPage } from './page-renderer';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder';
import type { GuestContentCache } from '../content/guest-content-cache';
import { withTimeout } from './inline-guest-content';
import { styleAttributeHashes } from './page-html';

/** The built module's file in the server-rendering build (`npm run build`, vite.config.ts). */
export const RENDER_MODULE = 'server-entry.js';

/** How long a page's data may take before the page goes without it (shown loading; the browser loads it). */
export const PAGE_DATA_TIMEOUT_MS = 1_000;
/** How long a whole render may take before the visitor gets the client-rendered page instead. */
export const PAGE_RENDER_TIMEOUT_MS = 3_000;

/** The renderer the build wrote in `dir`, or null when there is none (no build, or rendering is off). */
export async function loadPageRenderer(dir: string | null): Promise<RenderPage | null> {
  if (dir === null) return null;
  const file = join(dir, RENDER_MODULE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** Headers of the page request the API's answers depend on: absolute links use the host the visitor used. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent', 'accept-language'] as const;

/**
 * The page's API calls, answered in process by the programme API's own
 * routes (`app.inject`: validation, access rules and serialization all
 * apply, no socket is opened): the same answers the browser would get. A
 * visitor's cookies are never passed on (their page is shared); a member's
 * page passes the request's cookies, so the API authenticates the member
 * exactly as it does the browser's calls. Only reads: a render never changes
 * anything, least of all on a member's behalf.
 */
export function inProcessFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  { asMember }: { readonly asMember: boolean },
): (request: Request) => Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (asMember && typeof page.headers.cookie === 'string') headers['cookie'] = page.headers.cookie;
  return async (request) => {
    if (request.method !== 'GET') throw new Error(`a page rendered on the server asked to ${request.method} ${request.url}`);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, accept: request.headers.get('accept') ?? 'application/json', 'x-request-id': String(page.id) },
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/** How long a visitor's page is served from memory: a price or stock change shows within this. */
export const RENDERED_PAGE_MAX_AGE_MS = 10_000;

/** Renders under way at most, visitors' and members' together (two cores; each render is CPU-bound React work). */
export const MAX_RENDERS_AT_ONCE = 4;

/**
 * The renders under way. Past the most at once, a request gets the
 * client-rendered page, which costs the server next to nothing: made-up
 * addresses, or many members arriving together, can never make every request
 * cost a render (35-100 ms of CPU each), and the server keeps answering.
 */
export class RenderSlots {
  private underWay = 0;

  constructor(private readonly max: number = MAX_RENDERS_AT_ONCE) {}

  /** Takes a slot for a render; false when all are taken. */
  take(): boolean {
    if (this.underWay >= this.max) return false;
    this.underWay += 1;
    return true;
  }

  release(): void {
    this.underWay = Math.max(0, this.underWay - 1);
  }
}

/** A page as rendered on the server, ready for the response (a visitor's with the nonce placeholder where kept). */
export interface ServerPage {
  readonly root: string;
  readonly data: string;
  /** The CSP hashes of its style attributes (server/storefront/page-html.ts). */
  readonly styleHashes: readonly string[];
  /** Where this response's time went, as a Server-Timing header: the render's phases, or a page kept from before. */
  readonly serverTiming: string;
}

/** Where visitors' pages are kept between requests, and the content version they were rendered under. */
export interface RenderedPageMemory {
  readonly cache: GuestContentCache<ServerPage>;
  /** The renders under way, by page: a visitor asking for one waits for it rather than starting another. */
  readonly inFlight: Map<string, Promise<ServerPage | null>>;
  /** The content's version now (migration 0027): a page kept from before a change the node knows of is never served. */
  readonly version: () => Promise<number>;
  readonly now: () => Date;
}

/** What the storefront's page needs from the server's rendering of one request. */
export interface PageRendering {
  readonly render: RenderPage;
  readonly programSlug: string;
  /** How long a whole render may take (default PAGE_RENDER_TIMEOUT_MS): the server holds the renderer to it. */
  readonly timeoutMs?: number;
  /** Visitors' pages kept for the next visitor (none: each page is rendered). */
  readonly memory?: RenderedPageMemory;
  /** The renders under way, across visitors and members. */
  readonly slots: RenderSlots;
  /**
   * The member of the request's session cookie, verified as the API verifies
   * a call (signature, expiry, revocation), whether the member's own or an
   * admin's log-in-as session; null when it names none or has ended.
   */
  readonly memberOf: (request: FastifyRequest) => Promise<MemberSession | null>;
}

/**
 * What a visitor's page depends on beyond its address (which holds the
 * language): the host the visitor used (absolute links) and the browser
 * (the bank's mobile app is told by its user agent, spec §1).
 */
function pageKey(request: FastifyRequest): string {
  return JSON.stringify([request.url, ...FORWARDED_HEADERS.map((name) => request.headers[name] ?? null)]);
}

/** A visitor's page for this response: as rendered, with the nonce placeholder where each response stamps its own. */
export interface VisitorPage {
  readonly page: ServerPage;
  /** Whether it was kept from an earlier visitor (not rendered for this one). */
  readonly kept: boolean;
}

/**
 * The visitor's page: kept from an earlier visitor when the same page was
 * rendered less than {@link RENDERED_PAGE_MAX_AGE_MS} ago under the same
 * content version (a visitor's page holds no member's data: a request with a
 * session cookie never gets here), else rendered and kept when it rendered
 * whole. It holds the nonce placeholder, which each response stamps with its
 * own nonce. Null (logged) when it fails or is slow: the client-rendered
 * page is sent then.
 */
export async function visitorPage(
  app: FastifyInstance,
  request: FastifyRequest,
  rendering: PageRendering,
  { locale }: { locale: Locale },
): Promise<VisitorPage | null> {
  const { memory } = rendering;
  const key = pageKey(request);
  const version = memory ? await memory.version() : 0;
  const nowMs = memory?.now().getTime() ?? 0;
  const kept = memory?.cache.get(key, version, nowMs);
  if (kept !== undefined) return { page: kept, kept: true };
  // One render per page at a time: visitors arriving while it renders (or as the kept one expires) wait for it,
  // instead of each starting one (a stampede that would slow every render past its data timeout).
  const renderingNow = memory?.inFlight.get(key);
  // Each address renders apart: past the most renders at once, the visitor gets the client-rendered page.
  if (renderingNow === undefined && !rendering.slots.take()) return null;
  const render =
    renderingNow ?? renderAndKeep(app, request, rendering, { locale, key, version, nowMs }).finally(() => rendering.slots.release());
  if (memory && renderingNow === undefined) {
    memory.inFlight.set(key, render);
    void render.finally(() => memory.inFlight.delete(key));
  }
  const page = await render;
  return page === null ? null : { page, kept: false };
}

/**
 * A member's page (issue 24): their balance, card, prices and cart count
 * rendered from their session cookie, never kept (it is theirs alone) and
 * sent `private, no-store` (an admin's log-in-as session of the member too:
 * banner, access and all). Null when the cookie names no member the API
 * would accept, a render the API refused (the
 * browser then handles the 401 or pending actions), one that failed or was
 * slow, or when the most renders are under way: the browser renders the page.
 */
export async function memberPage(
  app: FastifyInstance,
  request: FastifyRequest,
  rendering: PageRendering,
  { locale, nonce }: { locale: Locale; nonce: string },
): Promise<ServerPage | null> {
  const session = await rendering.memberOf(request);
  if (session === null || !rendering.slots.take()) return null;
  try {
    const rendered = await renderOnServer(app, request, rendering, { locale, nonce, session });
    if (rendered === null || rendered.sessionRefused) return null;
    return asServerPage(rendered);
  } finally {
    rendering.slots.release();
  }
}

function asServerPage(rendered: RenderedPage): ServerPage {
  const { dataMs, renderMs } = rendered.timings;
  return {
    root: rendered.root,
    data: rendered.data,
    styleHashes: styleAttributeHashes(rendered.root),
    serverTiming: `data;dur=${dataMs.toFixed(1)}, render;dur=${renderMs.toFixed(1)}`,
  };
}

/** Renders the page and keeps it when it rendered whole; null when it failed or was slow. */
async function renderAndKeep(
  app: FastifyInstance,
  request: FastifyRequest,
  rendering: PageRendering,
  { locale, key, version, nowMs }: { locale: Locale; key: string; version: number; nowMs: number },
): Promise<ServerPage | null> {
  // Each response stamps its own nonce over the placeholder (the page may be kept for the next visitor).
  const rendered = await renderOnServer(app, request, rendering, { locale, nonce: CSP_NONCE_PLACEHOLDER, session: null });
  if (rendered === null) return null;
  const page = asServerPage(rendered);
  // A page that went without some of its data is not kept: the next visitor's may have it.
  if (rendered.complete) rendering.memory?.cache.set(key, version, page, nowMs, Number.POSITIVE_INFINITY);
  return page;
}

/** Renders the page for a visitor (`session` null) or a member, or null (logged) when it fails or is slow. */
async function renderOnServer(
  app: FastifyInstance,
  request: FastifyRequest,
  { render, programSlug, timeoutMs = PAGE_RENDER_TIMEOUT_MS }: PageRendering,
  { locale, nonce, session }: { locale: Locale; nonce: string; session: MemberSession | null },
): Promise<RenderedPage | null> {
  try {
    const rendering = render({
      url: new URL(request.url, 'http://storefront.local'),
      locale,
      userAgent: request.headers['user-agent'] ?? '',
      nonce,
      // The server's own address for the API: only its path and query reach `app.inject`.
      fetch: inProcessFetch(app, request, { asMember: session !== null }),
      errorReporter: {
        report: (context, failure) => request.log.warn({ context, reason: failure.reason }, 'a page rendered on the server went without some data'),
      },
      config: { apiBaseUrl: 'http://storefront.local/api/v1', programSlug, release: 'server' },
      dataTimeoutMs: Math.min(PAGE_DATA_TIMEOUT_MS, timeoutMs / 2),
      renderTimeoutMs: timeoutMs,
      session,
      cookies: session === null ? '' : (request.headers.cookie ?? ''),
    });
    // Whatever the renderer does with its own timeout, the member never waits longer than this.
    return await withTimeout(rendering, timeoutMs);
  } catch (error) {
    request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it');
    return null;
  }
}
