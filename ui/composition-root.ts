import { TOKENS } from '@application/di-tokens';
import { LocaleStore } from '@application/locale/locale-store';
import type { LocaleMemory } from '@application/ports/locale-memory';
import { localeFromPath } from '@domain/locale/locale-path';
import { ConsoleErrorReporter } from '@infrastructure/console-error-reporter';
import { CookieLocaleMemory } from '@infrastructure/cookie-locale-memory';
import { HttpAccountGateway } from '@infrastructure/http-account-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpCartGateway } from '@infrastructure/http-cart-gateway';
import { CryptoIdempotencyKeys } from '@infrastructure/crypto-idempotency-keys';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpAccessUrlGateway } from '@infrastructure/http-access-url-gateway';
import { HttpContentGateway } from '@infrastructure/http-content-gateway';
import { takeInlineGuestContent } from '@infrastructure/inline-guest-content';
import { HttpProfileGateway } from '@infrastructure/http-profile-gateway';
import { LocalStorageCurrentAccountStorage } from '@infrastructure/local-storage-current-account-storage';
import { LocalStorageSessionStorage } from '@infrastructure/local-storage-session-storage';
import { SessionStorageDismissedBroadcasts } from '@infrastructure/session-storage-dismissed-broadcasts';
import { DEFAULT_API_BASE_URL, createProgrammeApiClient, type ProgrammeApiClient } from '@infrastructure/openapi-client';
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
import { LocalStorageDeviceTokens } from '@infrastructure/local-storage-device-tokens';
import { requestActivityMiddleware } from '@infrastructure/request-activity-middleware';
import { sessionEventsMiddleware } from '@infrastructure/session-events-middleware';
import { SessionStorageChunkReloadStorage } from '@infrastructure/session-storage-chunk-reload-storage';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { bindSingleton, bindValue, resolve } from './di/bind';
import { bindApplication } from './di/bind-application';
import { CapabilityLoader } from './di/capability-loader';
import { LAZY_CAPABILITIES, type CapabilityBinder, type CapabilityName } from './di/lazy-capabilities';
import { UI_TOKENS } from './di/ui-tokens';

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

/** The visitor's chosen language, in the spec's 365-day locale cookie (Secure on an https page). */
export function createLocaleMemory(): LocaleMemory {
  return new CookieLocaleMemory(document, window.location.protocol === 'https:');
}

/**
 * The composition root: the only place that knows which adapter serves which
 * port. Builds one container whose bindings are all singletons: the first
 * pages' capabilities now, the others with the routes that need them.
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
  bindSingleton(container, t.accessUrlGateway, () => new HttpAccessUrlGateway(client), []);
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
  bindValue(container, t.idempotencyKeys, new CryptoIdempotencyKeys());

  bindApplication(container);
  const adapters = lazyAdapters(client, config);
  bindValue(
    container,
    UI_TOKENS.capabilityLoader,
    new CapabilityLoader(container, async (name) => Promise.all([LAZY_CAPABILITIES[name].load(), adapters[name]()])),
  );
  return container;
}

/**
 * The adapters of the capabilities bound with their routes
 * (ui/di/lazy-capabilities.ts): their code downloads with the capability's.
 */
function lazyAdapters(client: ProgrammeApiClient, config: StorefrontConfig): Record<CapabilityName, () => Promise<CapabilityBinder>> {
  const t = TOKENS;
  return {
    orders: async () => {
      const { HttpOrderGateway } = await import('@infrastructure/http-order-gateway');
      return (binder) => bindSingleton(binder, t.orderGateway, () => new HttpOrderGateway(client), []);
    },
    checkout: async () => {
      const { HttpCheckoutGateway } = await import('@infrastructure/http-checkout-gateway');
      return (binder) => bindSingleton(binder, t.checkoutGateway, () => new HttpCheckoutGateway(client), []);
    },
    identity: async () => {
      const [{ HttpRegistrationGateway }, { HttpPasswordRecoveryGateway }] = await Promise.all([
        import('@infrastructure/http-registration-gateway'),
        import('@infrastructure/http-password-recovery-gateway'),
      ]);
      return (binder) => {
        bindSingleton(binder, t.registrationGateway, () => new HttpRegistrationGateway(client, config.programSlug), []);
        bindSingleton(binder, t.passwordRecoveryGateway, () => new HttpPasswordRecoveryGateway(client, config.programSlug), []);
      };
    },
    accountPortal: async () => {
      const [contactDetails, passwords, addressBook, transactions, redeemers, itineraries, files] = await Promise.all([
        import('@infrastructure/http-contact-details-gateway'),
        import('@infrastructure/http-password-gateway'),
        import('@infrastructure/http-address-book-gateway'),
        import('@infrastructure/http-transaction-gateway'),
        import('@infrastructure/http-authorized-redeemer-gateway'),
        import('@infrastructure/http-itinerary-gateway'),
        import('@infrastructure/browser-file-saver'),
      ]);
      return (binder) => {
        bindSingleton(binder, t.contactDetailsGateway, () => new contactDetails.HttpContactDetailsGateway(client), []);
        bindSingleton(binder, t.passwordGateway, () => new passwords.HttpPasswordGateway(client), []);
        bindSingleton(binder, t.addressBookGateway, () => new addressBook.HttpAddressBookGateway(client), []);
        bindSingleton(binder, t.transactionGateway, () => new transactions.HttpTransactionGateway(client), []);
        bindSingleton(binder, t.authorizedRedeemerGateway, () => new redeemers.HttpAuthorizedRedeemerGateway(client), []);
        bindSingleton(binder, t.itineraryGateway, () => new itineraries.HttpItineraryGateway(client), []);
        bindValue(binder, t.fileSaver, new files.BrowserFileSaver(document));
      };
    },
    redemptions: async () => {
      const [{ HttpRedemptionGateway }, { HttpPayWithRewardsGateway }] = await Promise.all([
        import('@infrastructure/http-redemption-gateway'),
        import('@infrastructure/http-pay-with-rewards-gateway'),
      ]);
      return (binder) => {
        bindSingleton(binder, t.redemptionGateway, () => new HttpRedemptionGateway(client, config.programSlug), []);
        bindSingleton(binder, t.payWithRewardsGateway, () => new HttpPayWithRewardsGateway(client), []);
      };
    },
  };
}
