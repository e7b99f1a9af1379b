import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RenderedPage, RenderPage } from './page-renderer';
import { withTimeout } from './inline-guest-content';

/** The built module's file in the server-rendering build (`npm run build`, vite.config.ts). */
export const RENDER_MODULE = 'server-entry.js';

/** How long a page's data may take before the page goes without it (shown loading; the browser loads it). */
export const PAGE_DATA_TIMEOUT_MS = 400;
/** How long a whole render may take before the visitor gets the client-rendered page instead. */
export const PAGE_RENDER_TIMEOUT_MS = 2_000;

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
 * apply, no socket is opened): the same answers the browser would get, for
 * a visitor. The visitor's cookies are not passed on: a server-rendered page
 * is a guest's.
 */
export function inProcessFetch(app: FastifyInstance, page: FastifyRequest): (request: Request) => Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (request) => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
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

/** What the storefront's page needs from the server's rendering of one request. */
export interface PageRendering {
  readonly render: RenderPage;
  readonly programSlug: string;
  /** How long a whole render may take (default PAGE_RENDER_TIMEOUT_MS): the server holds the renderer to it. */
  readonly timeoutMs?: number;
}

/** Renders the visitor's page, or null (logged) when it fails or is slow: the client-rendered page is sent then. */
export async function renderVisitorPage(
  app: FastifyInstance,
  request: FastifyRequest,
  { render, programSlug, timeoutMs = PAGE_RENDER_TIMEOUT_MS }: PageRendering,
  { locale, nonce }: { locale: Locale; nonce: string },
): Promise<RenderedPage | null> {
  try {
    const rendering = render({
      url: new URL(request.url, 'http://storefront.local'),
      locale,
      userAgent: request.headers['user-agent'] ?? '',
      nonce,
      // The server's own address for the API: only its path and query reach `app.inject`.
      fetch: inProcessFetch(app, request),
      errorReporter: {
        report: (context, failure) => request.log.warn({ context, reason: failure.reason }, 'a page rendered on the server went without some data'),
      },
      config: { apiBaseUrl: 'http://storefront.local/api/v1', programSlug, release: 'server' },
      dataTimeoutMs: Math.min(PAGE_DATA_TIMEOUT_MS, timeoutMs / 2),
      renderTimeoutMs: timeoutMs,
    });
    // Whatever the renderer does with its own timeout, the visitor never waits longer than this.
    return await withTimeout(rendering, timeoutMs);
  } catch (error) {
    request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it');
    return null;
  }
}
