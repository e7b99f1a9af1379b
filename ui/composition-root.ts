import type { LazyPorts } from '@application/ports/ports';
import type { LocaleMemory } from '@application/ports/locale-memory';
import type { ErrorReporter } from '@application/ports/error-reporter';
import type { FileSaver } from '@application/ports/file-saver';
import type { IdleTimer } from '@application/ports/idle-timer';
import type { PageNavigator } from '@application/ports/page-navigator';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { localeFromPath } from '@rewards-storefront/domain/locale/locale-path';
import { ConsoleErrorReporter } from '@infrastructure/console-error-reporter';
import { CookieLocaleMemory, type CookieJar } from '@infrastructure/cookie-locale-memory';
import { CookieCurrentAccountStorage } from '@infrastructure/cookie-current-account-storage';
import { HttpErrorReporter } from '@infrastructure/http-error-reporter';
import { reportUncaughtErrors } from '@infrastructure/browser-uncaught-errors';
import { HttpAccountGateway } from '@infrastructure/http-account-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpCartGateway } from '@infrastructure/http-cart-gateway';
import { CryptoIdempotencyKeys } from '@infrastructure/crypto-idempotency-keys';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpAccessUrlGateway } from '@infrastructure/http-access-url-gateway';
import { HttpContentGateway } from '@infrastructure/http-content-gateway';
import { takeInlineGuestContent, type InlineGuestContent } from '@infrastructure/inline-guest-content';
import { takeServerAnswers } from '@infrastructure/server-answers';
import { HttpProfileGateway } from '@infrastructure/http-profile-gateway';
import { DEFAULT_API_BASE_URL, createProgrammeApiClient, type ProgrammeApiClient } from '@infrastructure/openapi-client';
import { SystemClock } from '@infrastructure/system-clock';
import { ACTIVITY_CHANNEL_NAME, BrowserIdleTimer } from '@infrastructure/browser-idle-timer';
import { BrowserPageNavigator } from '@infrastructure/browser-page-navigator';
import { browserCsrfToken } from '@infrastructure/browser-csrf-cookie';
import { HttpPendingActionGateway } from '@infrastructure/http-pending-action-gateway';
import { HttpWishlistGateway } from '@infrastructure/http-wishlist-gateway';
import { LocalStorageDeviceTokens } from '@infrastructure/local-storage-device-tokens';
import { browserSlots } from '@infrastructure/storage-slots';
import { requestActivityMiddleware } from '@infrastructure/request-activity-middleware';
import { sessionEventsMiddleware } from '@infrastructure/session-events-middleware';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { bindCapabilities, capability, LAZY_CAPABILITIES, type LazyCapabilityName } from './di/capabilities';
import { CAPABILITY_LOADER, CapabilityLoader } from './di/capability-loader';

export interface StorefrontConfig {
  /** The programme API; same origin by default (the server serves both). */
  readonly apiBaseUrl: string;
  /** The programme's slug, sent on login and guest catalogue calls. */
  readonly programSlug: string;
  /** The build's release, sent with each error report: the package version (vite.config.ts). */
  readonly release: string;
}

/** Read from Vite's env at build time; defaults match the reference deployment. */
export const DEFAULT_CONFIG: StorefrontConfig = {
  apiBaseUrl: import.meta.env['VITE_API_BASE_URL'] ?? DEFAULT_API_BASE_URL,
  programSlug: import.meta.env['VITE_PROGRAM_SLUG'] ?? 'demo',
  release: import.meta.env['VITE_RELEASE'] ?? 'development',
};

/** The visitor's chosen language, in the spec's 365-day locale cookie (Secure on an https page). */
export function createLocaleMemory(): LocaleMemory {
  return new CookieLocaleMemory(document, window.location.protocol === 'https:');
}

/**
 * The composition root: the only place that knows which adapter serves which
 * port. Builds one container holding one object per capability: the first
 * pages' capabilities now, the others with the routes that need them. The
 * server builds its per-request container with the same function
 * (ui/server/server-container.ts), with the browser's adapters swapped for its own.
 */
export function createAppContainer(config: StorefrontConfig = DEFAULT_CONFIG, storage: Storage = window.localStorage): Container {
  // The server's answers the page was rendered with (ui/server-rendering/server-entry.tsx): each one answers its first request here.
  const serverAnswers = takeServerAnswers(document);
  // Failures the member is not shown, and the page's uncaught errors, go to one reporter: one batch, one limit.
  const reporter = errorReporter(config);
  reportUncaughtErrors(window, reporter);
  const otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL_NAME) : undefined;
  return composeStorefront({
    config,
    // The browser sends the session's httpOnly cookie itself; the client adds its CSRF token.
    csrfToken: browserCsrfToken,
    ...(serverAnswers ? { fetch: serverAnswers.fetch(globalThis.fetch.bind(globalThis)) } : {}),
    // What the browser keeps between page loads: localStorage, and this tab's sessionStorage.
    storages: { local: storage, session: window.sessionStorage },
    cookies: { jar: document, secure: window.location.protocol === 'https:' },
    errorReporter: reporter,
    // The router tells the locale store of every later navigation (ui/routing/follow-router-locale.ts).
    initialLocale: localeFromPath(window.location.pathname),
    userAgent: window.navigator.userAgent,
    pageNavigator: new BrowserPageNavigator(window),
    idleTimer: new BrowserIdleTimer({ window, document, otherTabs }, asyncScheduler),
    fileSaver: async () => new (await import('@infrastructure/browser-file-saver')).BrowserFileSaver(document),
    // Inline guest content, on a page the server did not render (a member's): the content's first answers.
    inlineGuestContent: serverAnswers ? null : takeInlineGuestContent(),
  });
}

/** The adapters that differ between the browser and the server's rendering; every gateway is the same HTTP one. */
export interface StorefrontAdapters {
  readonly config: StorefrontConfig;
  readonly csrfToken: () => string | null;
  /** How the API client reaches the API: the browser's fetch by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly storages: { readonly local: Storage; readonly session: Storage };
  /** The cookies the application itself keeps (the chosen card): the server reads them too. */
  readonly cookies: { readonly jar: CookieJar; readonly secure: boolean };
  readonly errorReporter: ErrorReporter;
  readonly initialLocale: Locale;
  readonly userAgent: string;
  readonly pageNavigator: PageNavigator;
  readonly idleTimer: IdleTimer;
  readonly fileSaver: () => Promise<FileSaver>;
  readonly inlineGuestContent: InlineGuestContent | null;
}

/** One container of the storefront over `adapters`: the HTTP gateways, the capabilities bound at start, the later ones' loader. */
export function composeStorefront(adapters: StorefrontAdapters): Container {
  const { config } = adapters;
  const container = new Container();
  const slots = browserSlots(adapters.storages.local, adapters.storages.session);
  // One HTTP client for every gateway; it reports 401 / 403 PENDING_ACTIONS to the application and tells the loading
  // bar about calls under way. Both are read per answer: the container builds them after the client.
  const client = createProgrammeApiClient({
    baseUrl: config.apiBaseUrl,
    csrfToken: adapters.csrfToken,
    ...(adapters.fetch ? { fetch: adapters.fetch } : {}),
    middleware: [
      sessionEventsMiddleware(() => capability(container, 'session').sessionEventBus),
      requestActivityMiddleware(() => capability(container, 'content').networkActivity),
    ],
  });
  bindCapabilities(container, {
    initialLocale: adapters.initialLocale,
    clock: new SystemClock(),
    scheduler: asyncScheduler,
    errorReporter: adapters.errorReporter,
    ...slots,
    // The chosen card, in a cookie the server reads to render the member's first screen with it (issue 24).
    currentAccountStorage: new CookieCurrentAccountStorage(adapters.cookies.jar, adapters.cookies.secure, slots.currentAccountStorage),
    // The device token of each member's sign-ins here: this browser's own count of their sign-in attempts.
    authGateway: new HttpAuthGateway(client, config.programSlug, new LocalStorageDeviceTokens(adapters.storages.local)),
    accountGateway: new HttpAccountGateway(client),
    profileGateway: new HttpProfileGateway(client),
    catalogueGateway: new HttpCatalogueGateway(client, config.programSlug),
    contentGateway: new HttpContentGateway(client, config.programSlug, adapters.inlineGuestContent),
    accessUrlGateway: new HttpAccessUrlGateway(client),
    userAgent: adapters.userAgent,
    pendingActionGateway: new HttpPendingActionGateway(client),
    pageNavigator: adapters.pageNavigator,
    idleTimer: adapters.idleTimer,
    wishlistGateway: new HttpWishlistGateway(client),
    cartGateway: new HttpCartGateway(client),
    idempotencyKeys: new CryptoIdempotencyKeys(),
  });

  const lazy = lazyAdapters(client, adapters);
  container
    .bind(CAPABILITY_LOADER)
    .toConstantValue(
      new CapabilityLoader(container, async (name) => Promise.all([LAZY_CAPABILITIES[name].load(), lazy[name]()] as const)),
    );
  return container;
}

/**
 * Failures the member is not shown go to the programme API (spec §8), on a
 * client of their own: no CSRF token (the report is public), no loading bar, no session events, so a
 * report never counts as the member's activity nor reports again.
 */
function errorReporter(config: StorefrontConfig): HttpErrorReporter {
  return new HttpErrorReporter(createProgrammeApiClient({ baseUrl: config.apiBaseUrl, csrfToken: () => null }), {
    release: config.release,
    route: () => window.location.pathname,
    fallback: new ConsoleErrorReporter(),
  });
}

/**
 * The adapters of the capabilities bound with their routes
 * (ui/di/capabilities.ts): their code downloads with the capability's.
 */
function lazyAdapters(
  client: ProgrammeApiClient,
  { config, fileSaver }: StorefrontAdapters,
): { readonly [N in LazyCapabilityName]: () => Promise<LazyPorts[N]> } {
  return {
    orders: async () => {
      const { HttpOrderGateway } = await import('@infrastructure/http-order-gateway');
      return { orderGateway: new HttpOrderGateway(client) };
    },
    checkout: async () => {
      const { HttpCheckoutGateway } = await import('@infrastructure/http-checkout-gateway');
      return { checkoutGateway: new HttpCheckoutGateway(client) };
    },
    identity: async () => {
      const [{ HttpRegistrationGateway }, { HttpPasswordRecoveryGateway }] = await Promise.all([
        import('@infrastructure/http-registration-gateway'),
        import('@infrastructure/http-password-recovery-gateway'),
      ]);
      return {
        registrationGateway: new HttpRegistrationGateway(client, config.programSlug),
        passwordRecoveryGateway: new HttpPasswordRecoveryGateway(client, config.programSlug),
      };
    },
    accountPortal: async () => {
      const [contactDetails, passwords, addressBook, transactions, redeemers, itineraries, saver, statements] = await Promise.all([
        import('@infrastructure/http-contact-details-gateway'),
        import('@infrastructure/http-password-gateway'),
        import('@infrastructure/http-address-book-gateway'),
        import('@infrastructure/http-transaction-gateway'),
        import('@infrastructure/http-authorized-redeemer-gateway'),
        import('@infrastructure/http-itinerary-gateway'),
        fileSaver(),
        import('@infrastructure/http-points-statement-gateway'),
      ]);
      return {
        contactDetailsGateway: new contactDetails.HttpContactDetailsGateway(client),
        passwordGateway: new passwords.HttpPasswordGateway(client),
        addressBookGateway: new addressBook.HttpAddressBookGateway(client),
        transactionGateway: new transactions.HttpTransactionGateway(client),
        pointsStatementGateway: new statements.HttpPointsStatementGateway(client, config.apiBaseUrl),
        authorizedRedeemerGateway: new redeemers.HttpAuthorizedRedeemerGateway(client),
        itineraryGateway: new itineraries.HttpItineraryGateway(client),
        fileSaver: saver,
      };
    },
    redemptions: async () => {
      const [{ HttpRedemptionGateway }, { HttpPayWithRewardsGateway }] = await Promise.all([
        import('@infrastructure/http-redemption-gateway'),
        import('@infrastructure/http-pay-with-rewards-gateway'),
      ]);
      return {
        redemptionGateway: new HttpRedemptionGateway(client, config.programSlug),
        payWithRewardsGateway: new HttpPayWithRewardsGateway(client),
      };
    },
    signIn: async () => {
      const { HttpLoginAsGateway } = await import('@infrastructure/http-login-as-gateway');
      return { loginAsGateway: new HttpLoginAsGateway(client, config.programSlug) };
    },
  };
}
