import { FRENCH_PATH_PREFIX } from '@domain/locale/locale-path';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';

// Each page is its own chunk: the first visit downloads only the page it shows.
const LoginPage = lazy(() => import('../pages/login-page').then((module) => ({ default: module.LoginPage })));
const SsoPage = lazy(() => import('../pages/sso-page').then((module) => ({ default: module.SsoPage })));
const ShopPage = lazy(() => import('../pages/shop-page').then((module) => ({ default: module.ShopPage })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));

/**
 * The storefront's routes, written once without a locale (spec §2: every
 * route exists in English and under /fr). Paths are relative so the same list
 * mounts under "/" and "/fr". Later issues add their routes (and the route
 * guard, as a layout route around them) here.
 */
export function localizedRoutes(): RouteObject[] {
  return [
    // Home comes with a later issue; until then the shop is the landing page.
    { index: true, element: <Navigate to="shop" replace /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'sso/:token?', element: <SsoPage /> },
    { path: 'shop', element: <ShopPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** Every route, mounted in French under /fr and in English at the root. */
export function appRoutes(): RouteObject[] {
  return [
    { path: FRENCH_PATH_PREFIX, element: <SiteLayout />, children: localizedRoutes() },
    { path: '/', element: <SiteLayout />, children: localizedRoutes() },
  ];
}
