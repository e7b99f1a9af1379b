import { stripLocale } from '@rewards-storefront/domain/locale/locale-path';
import { redeemGroupOf } from '@rewards-storefront/domain/redemptions/external-redemption';
import { FULL_ROUTE_MANIFEST } from '@rewards-storefront/domain/routing/full-route-manifest';
import type { RouteMessagePart } from '@rewards-storefront/domain/routing/route-manifest';

/**
 * Which page source file each storefront route shows, so the server can
 * preload that page's chunk with the HTML: the route manifest's routes
 * that preload (domain/routing/full-route-manifest.ts; the router is built
 * from the same routes), relative and without the French prefix. Keys are the Vite
 * manifest's: source paths relative to ui/.
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  FULL_ROUTE_MANIFEST.filter((route) => route.preload).map((route) => [route.path, route.page]),
);

/**
 * The message parts beyond the core each page shows (the route manifest's `messages`; every route of a page names
 * the same), so the server preloads them beside the page's chunk instead of the page asking for them once it runs.
 */
export const PAGE_MESSAGES: Readonly<Record<string, readonly RouteMessagePart[]>> = Object.fromEntries(
  FULL_ROUTE_MANIFEST.map((route) => [route.page, route.messages ?? []]),
);

interface CompiledRoute {
  segments: string[];
  score: number;
  page: string;
}

const isParam = (segment: string) => segment.startsWith(':');

/** React Router's ranking (computeScore): more segments, static ones (10) over params (3). */
function scoreOf(segments: string[]): number {
  return segments.reduce((score, segment) => score + (isParam(segment) ? 3 : segment === '' ? 1 : 10), segments.length);
}

/** "a/:b?" is two routes, like React Router explodes it: "a" and "a/:b". */
function explodeOptional(segments: string[]): string[][] {
  const last = segments.at(-1);
  if (last === undefined || !last.endsWith('?')) return [segments];
  const head = segments.slice(0, -1);
  return [head, [...head, last.slice(0, -1)]];
}

function compile(table: Readonly<Record<string, string>>): CompiledRoute[] {
  const routes = Object.entries(table).flatMap(([pattern, page]) =>
    explodeOptional(pattern === '' ? [] : pattern.split('/')).map((segments) => ({ segments, score: scoreOf(segments), page })),
  );
  // Stable: among equal scores the table's order wins, like the router's sibling order.
  return routes.sort((a, b) => b.score - a.score);
}

const ROUTES = compile(ROUTE_PAGES);

/**
 * Parameters whose page validates them and shows its not-found page for any
 * other value (spec §2: a route that fails its validation is a 404), so the
 * server answers 404 for them too.
 */
const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  ':group': (value) => redeemGroupOf(value) !== null,
};

function matches(route: CompiledRoute, segments: string[]): boolean {
  // Case-insensitive, like the router's default.
  return (
    route.segments.length === segments.length &&
    route.segments.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!isParam(part)) return part.toLowerCase() === segment.toLowerCase();
      return PARAM_RULES[part]?.(segment) ?? true;
    })
  );
}

/** The page source key shown at `pathname` (either language), or null for a path no route names. */
export function pageForPath(pathname: string): string | null {
  const segments = stripLocale(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  return ROUTES.find((route) => matches(route, segments))?.page ?? null;
}
