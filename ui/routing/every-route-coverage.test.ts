import { FRENCH_PATH_PREFIX } from '@rewards-storefront/domain/locale/locale-path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EVERY_ROUTE } from '../../tests/e2e/support/every-route';
import { appRoutes } from './app-routes';

/** Every page route under `routes`, as its full path ("/" for an index route); layout routes add no path of their own. */
function declaredPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.index || (route.path !== undefined && route.element !== undefined) ? [path === '' ? '/' : path] : [];
    return [...own, ...declaredPaths(route.children ?? [], path)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path === '/' ? '' : path;
  return `${parent}/${path}`;
}

function withoutLocale(path: string): string {
  if (path === FRENCH_PATH_PREFIX) return '/';
  return path.startsWith(`${FRENCH_PATH_PREFIX}/`) ? path.slice(FRENCH_PATH_PREFIX.length) : path;
}

/** The declared route that `path` opens, as the route table writes it (without locale prefix). */
function routeOpenedBy(path: string): string | undefined {
  const matches = matchRoutes(appRoutes(), path.replace(/[?#].*/s, '')) ?? [];
  const leaf = matches.at(-1);
  if (leaf === undefined) return undefined;
  const full = matches.reduce((joined, match) => (match.route.path === undefined ? joined : joinPath(joined, match.route.path)), '');
  return withoutLocale(leaf.route.index ? full || '/' : full).replace(/^\/\*$/, '*');
}

describe('The route manifest as the router mounts it', () => {
  it('mounts the same routes in English and in French', () => {
    const english = declaredPaths(appRoutes()).filter((path) => !path.startsWith(FRENCH_PATH_PREFIX));
    const french = declaredPaths(appRoutes())
      .filter((path) => path.startsWith(FRENCH_PATH_PREFIX))
      .map(withoutLocale);
    expect(french.sort()).toEqual(english.sort());
  });

  it.each(EVERY_ROUTE.map((visit) => [visit.route, visit] as const))(
    'opens %s with a path that route serves, in both languages',
    (route, visit) => {
      const concrete = (path: string) => path.replace('{order}', '1').replace('{address}', '1');
      for (const path of [visit.path, visit.signedInPath].filter((path) => path !== undefined)) {
        expect(routeOpenedBy(concrete(path)), path).toBe(route);
        expect(routeOpenedBy(`${FRENCH_PATH_PREFIX}${concrete(path) === '/' ? '' : concrete(path)}`), `/fr${path}`).toBe(route);
      }
    },
  );
});
