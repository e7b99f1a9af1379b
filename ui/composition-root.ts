import { TOKENS } from '@application/di-tokens';
import { LocaleStore } from '@application/locale/locale-store';
import { localeFromPath } from '@domain/locale/locale-path';
import { ConsoleErrorReporter } from '@infrastructure/console-error-reporter';
import { HttpAccountGateway } from '@infrastructure/http-account-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpCartGateway } from '@infrastructure/http-cart-gateway';
import { HttpCheckoutGateway } from '@infrastructure/http-checkout-gateway';
import { HttpOrderGateway } from '@infrastructure/http-order-gateway';
import { CryptoIdempotencyKeys } from '@infrastructure/crypto-idempotency-keys';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpContentGateway } from '@infrastructure/http-content-gateway';
import { takeInlineGuestContent } from '@infrastructure/inline-guest-content';
import { HttpProfileGateway } from '@infrastructure/http-profile-gateway';
import { LocalStorageCurrentAccountStorage } from '@infrastructure/local-storage-current-account-storage';
import { LocalStorageSessionStorage } from '@infrastructure/local-storage-session-storage';
import { SessionStorageDismissedBroadcasts } from '@infrastructure/session-storage-dismissed-broadcasts';
import { DEFAULT_API_BASE_URL, createProgrammeApiClient } from '@infrastructure/openapi-client';
import { SystemClock } from '@infrastructure/system-clock';
import { ACTIVITY_CHANNEL_NAME, BrowserIdleTimer } from '@infrastructure/browser-idle-timer';
import { BrowserPageNavigator } from '@infrastructure/browser-page-navigator';
import { HttpLoginAsGateway } from '@infrastructure/http-login-as-gateway';
import { HttpPendingActionGateway } from '@infrastructure/http-pending-action-gateway';
import { LocalStorageDeepLinkStorage } from '@infrastructure/local-storage-deep-link-storage';
import { LocalStorageLanguageCheckStorage } from '@infrastructure/local-storage-language-check-storage';
import { LocalStorageLoginAsStorage } from '@infrastructure/local-storage-login-as-storage';
import { LocalStorageRecentlyViewedStorage } from '@infrastructure/local-storage-recently-viewed-storage';
import { HttpWishlistGateway } from '@infrastructure/http-wishlist-gateway';
import { HttpPasswordRecoveryGateway } from '@infrastructure/http-password-recovery-gateway';
import { HttpRegistrationGateway } from '@infrastructure/http-registration-gateway';
import { LocalStorageDeviceTokens } from '@infrastructure/local-storage-device-tokens';
import { BrowserFileSaver } from '@infrastructure/browser-file-saver';
import { HttpAddressBookGateway } from '@infrastructure/http-address-book-gateway';
import { HttpAuthorizedRedeemerGateway } from '@infrastructure/http-authorized-redeemer-gateway';
import { HttpContactDetailsGateway } from '@infrastructure/http-contact-details-gateway';
import { HttpItineraryGateway } from '@infrastructure/http-itinerary-gateway';
import { HttpPayWithRewardsGateway } from '@infrastructure/http-pay-with-rewards-gateway';
import { HttpRedemptionGateway } from '@infrastructure/http-redemption-gateway';
import { HttpPasswordGateway } from '@infrastructure/http-password-gateway';
import { HttpTransactionGateway } from '@infrastructure/http-transaction-gateway';
import { requestActivityMiddleware } from '@infrastructure/request-activity-middleware';
import { sessionEventsMiddleware } from '@infrastructure/session-events-middleware';
import { SessionStorageChunkReloadStorage } from '@infrastructure/session-storage-chunk-reload-storage';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { bindSingleton, bindValue, resolve } from './di/bind';
import { bindApplication } from './di/bind-application';

export interface StorefrontConfig {
  /** The programme API; same origin by default (the server serves both). */
  readonly apiBaseUrl: string;
  /** The programme's slug, sent on login and guest catalogue calls. */
  readonly programSlug: string;
}

/** Read from Vite's env at build time; defaults match the reference deployment. */
export const DEFAULT_CONFIG: StorefrontConfig = {
  apiBaseUrl: import.meta.env['VITE_API_BASE_URL'] ?? DEFAULT_API_BASE_URL,
  programSlug: import.meta.env['VITE_PROGRAM_SLUG'] ?? 'demo',
};

/**
 * The composition root: the only place that knows which adapter serves which
 * port. Builds one container whose bindings are all singletons.
 */
export function createAppContainer(config: StorefrontConfig = DEFAULT_CONFIG, storage: Storage = window.localStorage): Container {
  const container = new Container();
  const t = TOKENS;

  // The router tells the store of every later navigation (ui/routing/follow-router-locale.ts).
  bindValue(container, t.localeStore, new LocaleStore(localeFromPath(window.location.pathname)));
  bindValue(container, t.clock, new SystemClock());
  bindValue(container, t.scheduler, asyncScheduler);
  bindValue(container, t.errorReporter, new ConsoleErrorReporter());
  const sessionStorage = new LocalStorageSessionStorage(storage);
  bindValue(container, t.sessionStorage, sessionStorage);
  bindValue(container, t.currentAccountStorage, new LocalStorageCurrentAccountStorage(storage));

  // One HTTP client for every gateway; it presents the stored token on each call, reports
  // 401 / 403 PENDING_ACTIONS to the application and tells the loading bar about calls under way.
  // Both are read per answer: the container builds them after the client.
  const client = createProgrammeApiClient({
    baseUrl: config.apiBaseUrl,
    sessionStorage,
    middleware: [
      sessionEventsMiddleware(() => resolve(container, t.sessionEventBus)),
      requestActivityMiddleware(() => resolve(container, t.networkActivity)),
    ],
  });
  // The device token of each member's sign-ins here: this browser's own count of their sign-in attempts.
  bindSingleton(container, t.authGateway, () => new HttpAuthGateway(client, config.programSlug, new LocalStorageDeviceTokens(storage)), []);
  bindSingleton(container, t.accountGateway, () => new HttpAccountGateway(client), []);
  bindSingleton(container, t.profileGateway, () => new HttpProfileGateway(client), []);
  bindSingleton(container, t.catalogueGateway, () => new HttpCatalogueGateway(client, config.programSlug), []);
  bindSingleton(container, t.contentGateway, () => new HttpContentGateway(client, config.programSlug, takeInlineGuestContent()), []);
  // Dismissed broadcasts last for the browser session (tab), not across visits.
  bindValue(container, t.dismissedBroadcasts, new SessionStorageDismissedBroadcasts(window.sessionStorage));
  bindValue(container, t.userAgent, window.navigator.userAgent);
  bindSingleton(container, t.loginAsGateway, () => new HttpLoginAsGateway(client, config.programSlug), []);
  bindSingleton(container, t.pendingActionGateway, () => new HttpPendingActionGateway(client), []);
  bindValue(container, t.deepLinkStorage, new LocalStorageDeepLinkStorage(storage));
  bindValue(container, t.loginAsStorage, new LocalStorageLoginAsStorage(storage));
  bindValue(container, t.languageCheckStorage, new LocalStorageLanguageCheckStorage(storage));
  bindValue(container, t.chunkReloadStorage, new SessionStorageChunkReloadStorage(window.sessionStorage));
  bindValue(container, t.pageNavigator, new BrowserPageNavigator(window));
  const otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL_NAME) : undefined;
  bindValue(container, t.idleTimer, new BrowserIdleTimer({ window, document, otherTabs }, asyncScheduler));
  bindSingleton(container, t.wishlistGateway, () => new HttpWishlistGateway(client), []);
  bindSingleton(container, t.cartGateway, () => new HttpCartGateway(client), []);
  bindValue(container, t.recentlyViewedStorage, new LocalStorageRecentlyViewedStorage(storage));
  bindSingleton(container, t.checkoutGateway, () => new HttpCheckoutGateway(client), []);
  bindSingleton(container, t.registrationGateway, () => new HttpRegistrationGateway(client, config.programSlug), []);
  bindSingleton(container, t.passwordRecoveryGateway, () => new HttpPasswordRecoveryGateway(client, config.programSlug), []);
  bindSingleton(container, t.orderGateway, () => new HttpOrderGateway(client), []);
  // Account portal
  bindSingleton(container, t.contactDetailsGateway, () => new HttpContactDetailsGateway(client), []);
  bindSingleton(container, t.passwordGateway, () => new HttpPasswordGateway(client), []);
  bindSingleton(container, t.addressBookGateway, () => new HttpAddressBookGateway(client), []);
  bindSingleton(container, t.transactionGateway, () => new HttpTransactionGateway(client), []);
  bindSingleton(container, t.authorizedRedeemerGateway, () => new HttpAuthorizedRedeemerGateway(client), []);
  bindSingleton(container, t.itineraryGateway, () => new HttpItineraryGateway(client), []);
  bindSingleton(container, t.redemptionGateway, () => new HttpRedemptionGateway(client, config.programSlug), []);
  bindSingleton(container, t.payWithRewardsGateway, () => new HttpPayWithRewardsGateway(client), []);
  bindValue(container, t.idempotencyKeys, new CryptoIdempotencyKeys());
  bindValue(container, t.fileSaver, new BrowserFileSaver(document));

  bindApplication(container);
  return container;
}
