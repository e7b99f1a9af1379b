import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { API_PREFIX } from '../api/api-routes';
import type { AppConfig } from '../app-config';
import type { Clock } from '../clock';
import { findNextBroadcastChange } from '../content/content-repository';
import type { ContentVersionSource } from '../content/content-version-source';
import { ApiError } from '../http/api-error';
import { originsOf } from '../http/content-security-policy';
import { GuestContentCache } from '../content/guest-content-cache';
import type { BearerAuthHook } from '../http/bearer-auth';
import type { MemberSession } from './page-renderer';
import { loadPageRenderer, RENDERED_PAGE_MAX_AGE_MS, RenderSlots, type PageRendering, type RenderedPageMemory } from './server-rendering';
import { isSpaRoute, registerStorefront } from './storefront-routes';

/** The build's server rendering, when configured and built: otherwise the browser renders every page. */
async function pageRenderingOf(
  config: AppConfig,
  memory: RenderedPageMemory,
  memberOf: (request: FastifyRequest) => Promise<MemberSession | null>,
): Promise<PageRendering | null> {
  const render = await loadPageRenderer(config.serverRenderingDir ?? null);
  if (render === null) return null;
  return {
    render,
    slots: new RenderSlots(),
    memberOf,
    programSlug: config.storefrontProgramSlug ?? 'demo',
    ...(config.pageRenderTimeoutMs ? { timeoutMs: config.pageRenderTimeoutMs } : {}),
    ...(config.renderedPageCache === false ? {} : { memory }),
  };
}

/**
 * The member a page request's session cookie names, checked by the API's own
 * authentication (signature, expiry, revocation, the sign-in still open);
 * null for none or a refused one. An admin's log-in-as session names the
 * member it opened (the page loads the member's profile, which names the
 * admin and their read-only or write access, as the browser's does).
 */
function memberOfCookie(bearerAuth: BearerAuthHook): (request: FastifyRequest) => Promise<MemberSession | null> {
  return async (request) => {
    try {
      await bearerAuth(request);
    } catch (error) {
      if (!(error instanceof ApiError)) request.log.error({ err: error }, "the page's session could not be checked; the browser renders it");
      return null;
    }
    const claims = request.memberSession;
    if (claims === null) return null;
    const { memberId, issuedAt, expiresAt, sso, loginAs } = claims;
    return { memberId, issuedAt, expiresAt, isSso: sso, loggedInAs: loginAs !== null };
  };
}

/** Visitors' pages kept at most (the address and the Host header are the client's to choose), the oldest going first. */
const RENDERED_PAGES_KEPT = 256;

/**
 * The storefront's side of the server, registered last: its built files and
 * pages (storefront-routes.ts), with the guest content every page inlines kept
 * in memory for its content version (migration 0027), so a page does not ask
 * the programme API for it on every request; and the not-found answer, which
 * is the app's page for a path of the storefront and a JSON 404 for any other.
 */
export async function registerStorefrontPages(
  app: FastifyInstance,
  deps: { pool: Pool; clock: Clock; config: AppConfig; bearerAuth: BearerAuthHook; contentVersion: ContentVersionSource },
): Promise<void> {
  const { pool, clock, config, contentVersion } = deps;
  const spaFallback = await registerStorefront(app, {
    guestContentMemory: {
      cache: new GuestContentCache(),
      version: () => contentVersion.version(),
      nextChange: (programSlug, now) => findNextBroadcastChange(pool, programSlug, now),
      now: () => clock.now(),
    },
    storefrontDir: config.storefrontDir,
    programSlug: config.storefrontProgramSlug ?? 'demo',
    guestContentTimeoutMs: config.guestContentTimeoutMs,
    // Partner sites the storefront may post a form to (a configured banking or travel site).
    formOrigins: originsOf([
      ...Object.values(config.externalUrlOverrides ?? {}),
      ...[config.travelPartnerUrl, config.vacationSiteUrl].filter((url): url is string => typeof url === 'string'),
    ]),
    serveSourceMaps: config.serveSourceMaps ?? false,
    pageRendering: await pageRenderingOf(
      config,
      {
        cache: new GuestContentCache(RENDERED_PAGES_KEPT, RENDERED_PAGE_MAX_AGE_MS),
        inFlight: new Map(),
        version: () => contentVersion.version(),
        now: () => clock.now(),
      },
      memberOfCookie(deps.bearerAuth),
    ),
  });

  app.setNotFoundHandler((request, reply) => {
    if (isSpaRoute(request)) return spaFallback(request, reply);
    const path = request.url.split('?')[0] ?? '';
    const message =
      path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX
        ? `There is no ${request.method} ${path} in the programme API.`
        : `Nothing is served at ${path}.`;
    return reply.code(404).type('application/json; charset=utf-8').send(ApiError.notFound(message).toBody());
  });
}
