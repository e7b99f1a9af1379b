import { FRENCH_PATH_PREFIX } from '@rewards-storefront/domain/locale/locale-path';
import { ROUTE_MANIFEST, type RouteLayout, type RouteManifestEntry } from '@rewards-storefront/domain/routing/route-manifest';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BlankLayout } from '../layout/blank-layout';
import { PendingActionsLayout } from '../layout/pending-actions-layout';
import { SiteLayout } from '../layout/site-layout';
// Not lazy: the route guard and the route error page show them too, so they are in the first bundle anyway.
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import { capabilityPage } from './capability-page';
import { PageReady } from './page-ready';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';

type Page = ComponentType<Record<string, unknown>>;

// Each page is its own chunk: the first visit downloads only the page it shows. Pages of the later
// capabilities bring their stores and use cases too (`LAZY_CAPABILITIES` in ui/di/capabilities.ts), and pages
// beyond the first screen their part of the messages (ui/i18n/message-parts.ts).
// Pages live in their feature's folder (ui/<feature>/*-page.tsx); the router's own files are not pages.
const PAGE_MODULES = import.meta.glob<Record<string, Page>>([
  '../*/*-page.tsx',
  '!../routing/*',
  '!../components/error-page.tsx',
  '!../components/not-found-page.tsx',
]);
const EAGER_PAGES: Readonly<Record<string, Page>> = {
  'components/error-page.tsx': ErrorPage as Page,
  'components/not-found-page.tsx': NotFoundPage as Page,
};

const pages = new Map<string, Page>();

/** The page component of a manifest entry: one per page file, so routes sharing a page re-render it rather than remount it. */
function pageOf(entry: RouteManifestEntry): Page {
  const known = EAGER_PAGES[entry.page] ?? pages.get(entry.page);
  if (known) return known;
  const loadModule = PAGE_MODULES[`../${entry.page}`];
  if (!loadModule) throw new Error(`The route manifest names ${entry.page}, which is not a page under ui/<feature>/`);
  const load = () =>
    loadModule().then((module) => {
      const component = module[entry.component];
      if (!component) throw new Error(`${entry.page} exports no ${entry.component}`);
      return component;
    });
  const page =
    entry.capabilities.length > 0 || (entry.messages ?? []).length > 0
      ? capabilityPage(load, entry.capabilities, entry.messages ?? [])
      : lazy(() => load().then((component) => ({ default: component })));
  pages.set(entry.page, page);
  return page;
}

function routeOf(entry: RouteManifestEntry): RouteObject {
  const Page = pageOf(entry);
  const element = (
    <>
      <Page {...entry.props} />
      <PageReady />
    </>
  );
  return entry.path === '' ? { index: true, element } : { path: entry.path, element };
}

const inLayout = (layout: RouteLayout) => ROUTE_MANIFEST.filter((entry) => entry.layout === layout);

/**
 * The storefront's routes of the site layout, from the route manifest
 * (domain/routing/route-manifest.ts), written once without a locale (spec
 * §2: every route exists in English and under /fr). Paths are relative so
 * the same list mounts under "/" and "/fr"; the not-found page comes last.
 */
export function localizedRoutes(): RouteObject[] {
  const [notFound, rest] = [inLayout('site').filter((entry) => entry.path === '*'), inLayout('site').filter((entry) => entry.path !== '*')];
  return [...rest, ...notFound].map(routeOf);
}

/** Every route, mounted in French under /fr and in English at the root. */
export function appRoutes(): RouteObject[] {
  return [
    { path: FRENCH_PATH_PREFIX, children: guardedRoutes() },
    { path: '/', children: guardedRoutes() },
  ];
}

/**
 * The route guard around every layout (spec §2 route guard), the default
 * layout with the localized routes, and the routes with layouts of their
 * own (spec §2): /login-as in the blank (login-as) layout, /pending-actions
 * in the pending-actions layout. A failing page shows the error element
 * inside its layout; a failing layout, the guard's.
 */
function guardedRoutes(): RouteObject[] {
  const ownLayout = (element: RouteObject['element'], layout: RouteLayout): RouteObject => ({
    element,
    children: inLayout(layout).map((entry) => ({ ...routeOf(entry), errorElement: <RouteErrorPage /> })),
  });
  return [
    {
      element: <RouteGuard />,
      errorElement: <RouteErrorPage />,
      children: [
        { element: <SiteLayout />, children: [{ errorElement: <RouteErrorPage />, children: localizedRoutes() }] },
        ownLayout(<BlankLayout />, 'blank'),
        ownLayout(<PendingActionsLayout />, 'pending-actions'),
      ],
    },
  ];
}
