import { FRENCH_PATH_PREFIX } from '@domain/locale/locale-path';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
// Not lazy: the route error page shows it too, so it is in the first bundle anyway.
import { NotFoundPage } from '../pages/not-found-page';
import { capabilityPage } from './capability-page';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { sessionLayoutRoutes, sessionPageRoutes } from './session-routes';

// Each page is its own chunk: the first visit downloads only the page it shows. Pages of the later
// capabilities bring their stores and use cases too (ui/di/lazy-capabilities.ts).
const LoginPage = lazy(() => import('../pages/login-page').then((module) => ({ default: module.LoginPage })));
const SsoPage = lazy(() => import('../pages/sso-page').then((module) => ({ default: module.SsoPage })));
const AccessRedirectPage = lazy(() => import('../pages/access-redirect-page').then((module) => ({ default: module.AccessRedirectPage })));
const ShopPage = lazy(() => import('../pages/shop-page').then((module) => ({ default: module.ShopPage })));
const HomePage = lazy(() => import('../pages/home-page').then((module) => ({ default: module.HomePage })));
const InformationPage = lazy(() => import('../pages/information-page').then((module) => ({ default: module.InformationPage })));
const AccountPage = capabilityPage(() => import('../pages/account-page').then((module) => module.AccountPage), ['accountPortal']);
const ProductPage = lazy(() => import('../pages/product-page').then((module) => ({ default: module.ProductPage })));
const WishlistPage = lazy(() => import('../pages/wishlist-page').then((module) => ({ default: module.WishlistPage })));
const CartPage = capabilityPage(() => import('../pages/cart-page').then((module) => module.CartPage), ['checkout']);
const CheckoutPage = capabilityPage(() => import('../pages/checkout-page').then((module) => module.CheckoutPage), ['checkout']);
const CheckoutConfirmPage = capabilityPage(
  () => import('../pages/checkout-confirm-page').then((module) => module.CheckoutConfirmPage),
  ['checkout'],
);
const RegisterPage = capabilityPage(() => import('../pages/register-page').then((module) => module.RegisterPage), ['identity']);
const RegisterVerifyPage = capabilityPage(
  () => import('../pages/register-verify-page').then((module) => module.RegisterVerifyPage),
  ['identity'],
);
const ForgotPasswordPage = capabilityPage(
  () => import('../pages/forgot-password-page').then((module) => module.ForgotPasswordPage),
  ['identity'],
);
const ResetPasswordPage = capabilityPage(
  () => import('../pages/reset-password-page').then((module) => module.ResetPasswordPage),
  ['identity'],
);
const OrderHistoryPage = capabilityPage(() => import('../pages/order-history-page').then((module) => module.OrderHistoryPage), ['orders']);
const OrderDetailsPage = capabilityPage(() => import('../pages/order-details-page').then((module) => module.OrderDetailsPage), ['orders']);
const AddressBookPage = capabilityPage(
  () => import('../pages/address-book-page').then((module) => module.AddressBookPage),
  ['accountPortal'],
);
const AddressFormPage = capabilityPage(
  () => import('../pages/address-form-page').then((module) => module.AddressFormPage),
  ['accountPortal'],
);
const TransactionsPage = capabilityPage(
  () => import('../pages/transactions-page').then((module) => module.TransactionsPage),
  ['accountPortal'],
);
const ChangePasswordPage = capabilityPage(
  () => import('../pages/change-password-page').then((module) => module.ChangePasswordPage),
  ['accountPortal'],
);
const ItineraryPage = capabilityPage(() => import('../pages/itinerary-page').then((module) => module.ItineraryPage), ['accountPortal']);
const ExternalRedemptionPage = capabilityPage(
  () => import('../pages/external-redemption-page').then((module) => module.ExternalRedemptionPage),
  ['redemptions'],
);
const TravelMilesPage = capabilityPage(
  () => import('../pages/travel-miles-page').then((module) => module.TravelMilesPage),
  ['redemptions'],
);
const PayWithRewardsPage = capabilityPage(
  () => import('../pages/pay-with-rewards-page').then((module) => module.PayWithRewardsPage),
  ['redemptions'],
);
const FinancialRedemptionPage = capabilityPage(
  () => import('../pages/financial-redemption-page').then((module) => module.FinancialRedemptionPage),
  ['redemptions'],
);

/**
 * The storefront's routes, written once without a locale (spec §2: every
 * route exists in English and under /fr). Paths are relative so the same list
 * mounts under "/" and "/fr". Later issues add their routes (and the route
 * guard, as a layout route around them) here.
 */
export function localizedRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'sso/:token?', element: <SsoPage /> },
    { path: 'access/:kind/:slug', element: <AccessRedirectPage /> },
    { path: 'shop', element: <ShopPage /> },
    { path: 'faq', element: <InformationPage slug="faq" /> },
    { path: 'program-rules', element: <InformationPage slug="program-rules" /> },
    { path: 'customer-support', element: <InformationPage slug="customer-support" /> },
    { path: 'examples', element: <InformationPage slug="examples" /> },
    { path: 'credit-cards', element: <InformationPage slug="credit-cards" /> },
    { path: 'promotions', element: <InformationPage slug="promotions" /> },
    { path: 'account', element: <AccountPage /> },
    { path: 'account/address', element: <AddressBookPage /> },
    { path: 'account/address/new', element: <AddressFormPage mode="new" /> },
    { path: 'account/address/edit', element: <AddressFormPage mode="edit" /> },
    { path: 'account/my-itinerary', element: <ItineraryPage /> },
    { path: 'account/order-history', element: <OrderHistoryPage /> },
    { path: 'account/order-details/:orderId?', element: <OrderDetailsPage /> },
    { path: 'account/reset-password', element: <ChangePasswordPage /> },
    { path: 'account/transactions', element: <TransactionsPage /> },
    { path: 'account/wishlist', element: <WishlistPage /> },
    { path: 'shop/cart', element: <CartPage /> },
    { path: 'shop/:product', element: <ProductPage /> },
    { path: 'checkout', element: <CheckoutPage /> },
    { path: 'checkout/confirm', element: <CheckoutConfirmPage /> },
    { path: 'charitable-donations', element: <ShopPage fixedCatalogue="charitable-donations" /> },
    { path: 'financial-rewards', element: <ShopPage fixedCatalogue="financial-rewards" /> },
    { path: 'financial-rewards/redeem/:slug', element: <FinancialRedemptionPage /> },
    { path: 'direct-deposit', element: <ExternalRedemptionPage directDeposit /> },
    { path: 'pay-with-rewards', element: <PayWithRewardsPage /> },
    { path: 'travel-miles', element: <TravelMilesPage mode="list" /> },
    { path: 'travel-miles/:product', element: <TravelMilesPage mode="product" /> },
    { path: 'travel-miles/redeem/:slug', element: <TravelMilesPage mode="redeem" /> },
    { path: 'redeem/:group?', element: <ExternalRedemptionPage /> },
    { path: 'register', element: <RegisterPage /> },
    { path: 'register/verify', element: <RegisterVerifyPage /> },
    { path: 'forgot-password', element: <ForgotPasswordPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    ...sessionPageRoutes(),
    { path: '*', element: <NotFoundPage /> },
  ];
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
 * own. A failing page shows the error element inside its layout; a failing
 * layout, the guard's.
 */
function guardedRoutes(): RouteObject[] {
  return [
    {
      element: <RouteGuard />,
      errorElement: <RouteErrorPage />,
      children: [
        { element: <SiteLayout />, children: [{ errorElement: <RouteErrorPage />, children: localizedRoutes() }] },
        ...sessionLayoutRoutes(),
      ],
    },
  ];
}
