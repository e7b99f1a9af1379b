import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BlankLayout } from '../layout/blank-layout';
import { PendingActionsLayout } from '../layout/pending-actions-layout';
// In the first bundle anyway: the route guard and the error element show it too.
import { ErrorPage } from '../pages/error-page';
import { RouteErrorPage } from './route-error-page';

const LoginAsPage = lazy(() => import('../pages/login-as-page').then((module) => ({ default: module.LoginAsPage })));
const PendingActionsPage = lazy(() =>
  import('../pages/pending-actions-page').then((module) => ({ default: module.PendingActionsPage })),
);
const LogoutPage = lazy(() => import('../pages/logout-page').then((module) => ({ default: module.LogoutPage })));

/**
 * Session and error routes of the default layout (spec §2): /error (the
 * status from `?status=`, default 500) and /logout. Relative paths, mounted
 * under "/" and "/fr" with the other localized routes.
 */
export function sessionPageRoutes(): RouteObject[] {
  return [
    { path: 'error', element: <ErrorPage /> },
    { path: 'logout', element: <LogoutPage /> },
  ];
}

/**
 * Routes with a layout of their own (spec §2): /login-as in the blank
 * (login-as) layout, /pending-actions in the pending-actions layout.
 */
export function sessionLayoutRoutes(): RouteObject[] {
  return [
    {
      element: <BlankLayout />,
      children: [{ path: 'login-as', element: <LoginAsPage />, errorElement: <RouteErrorPage /> }],
    },
    {
      element: <PendingActionsLayout />,
      children: [{ path: 'pending-actions', element: <PendingActionsPage />, errorElement: <RouteErrorPage /> }],
    },
  ];
}
