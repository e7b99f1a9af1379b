import { createAccountPortal } from '@application/account-portal/account-portal-capability';
import { MemorySlot } from './memory-slot';
import type { Session } from '@application/session/session';
import type { DeepLink } from '@rewards-storefront/domain/routing/deep-link';
import type { LoginAsState } from '@application/ports/login-as-storage';
import type { RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';
import { createCheckout } from '@application/checkout/checkout-capability';
import { createIdentity } from '@application/identity/identity-capability';
import { createOrders } from '@application/orders/orders-capability';
import type { AllPorts } from '@application/ports/ports';
import { createRedemptions } from '@application/redemptions/redemptions-capability';
import { createSignIn } from '@application/sign-in/sign-in-capability';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import {
  bindCapabilities,
  bindLazyCapability,
  LAZY_CAPABILITY_NAMES,
  type CapabilityFactory,
  type LazyCapabilityName,
} from '../../ui/di/capabilities';
import { CAPABILITY_LOADER, CapabilityLoader } from '../../ui/di/capability-loader';
import { ALEX_MEMBER_ID } from './account-fixtures';
import { FakeAccountGateway } from './fake-account-gateway';
import { FakeAuthGateway } from './fake-auth-gateway';
import { FakeCartGateway } from './fake-cart-gateway';
import { FakeCatalogueGateway } from './fake-catalogue-gateway';
import { FakeCheckoutGateway } from './fake-checkout-gateway';
import { FakeOrderGateway } from './fake-order-gateway';
import { SequentialIdempotencyKeys } from './sequential-idempotency-keys';
import { FakeAccessUrlGateway } from './fake-access-url-gateway';
import { FakeContentGateway } from './fake-content-gateway';
import { FakeProfileGateway } from './fake-profile-gateway';
import { FixedClock } from './fixed-clock';
import { RecordingErrorReporter } from './recording-error-reporter';
import { FakeIdleTimer } from './fake-idle-timer';
import { FakeLoginAsGateway } from './fake-login-as-gateway';
import { FakePendingActionGateway } from './fake-pending-action-gateway';
import { RecordingPageNavigator } from './recording-page-navigator';
import { FakeWishlistGateway } from './fake-wishlist-gateway';
import { FakePasswordRecoveryGateway } from './fake-password-recovery-gateway';
import { FakeRegistrationGateway } from './fake-registration-gateway';
import { FakeAddressBookGateway } from './fake-address-book-gateway';
import { FakeAuthorizedRedeemerGateway } from './fake-authorized-redeemer-gateway';
import { FakeContactDetailsGateway } from './fake-contact-details-gateway';
import { FakeItineraryGateway } from './fake-itinerary-gateway';
import { FakePasswordGateway } from './fake-password-gateway';
import { FakeTransactionGateway } from './fake-transaction-gateway';
import { FakePointsStatementGateway } from './fake-points-statement-gateway';
import { FakePayWithRewardsGateway } from './fake-pay-with-rewards-gateway';
import { FakeRedemptionGateway } from './fake-redemption-gateway';
import { RecordingFileSaver } from './recording-file-saver';

/** The fakes behind a UI test's container, to script answers and inspect calls. */
export interface FakePorts {
  auth: FakeAuthGateway;
  accounts: FakeAccountGateway;
  profiles: FakeProfileGateway;
  catalogue: FakeCatalogueGateway;
  content: FakeContentGateway;
  accessUrls: FakeAccessUrlGateway;
  dismissedBroadcasts: MemorySlot<readonly string[]>;
  /** The browser's user agent; a desktop browser unless the test is about the mobile apps. */
  userAgent: string;
  sessionStorage: MemorySlot<Session>;
  currentAccount: MemorySlot<number>;
  clock: FixedClock;
  errors: RecordingErrorReporter;
  // Session & routing
  loginAs: FakeLoginAsGateway;
  pendingActions: FakePendingActionGateway;
  deepLinks: MemorySlot<DeepLink>;
  loginAsStorage: MemorySlot<LoginAsState>;
  languageCheck: MemorySlot<number>;
  chunkReloads: MemorySlot<Date>;
  idleTimer: FakeIdleTimer;
  /** Full-page loads, reloads and window closes the UI asked for. */
  pageNavigator: RecordingPageNavigator;
  // Catalogue
  /** The wishlist; by default it finds products in `catalogue` (so a card's heart adds that product). */
  wishlist: FakeWishlistGateway;
  /** Carts per card; by default it finds products in `catalogue`. */
  cart: FakeCartGateway;
  recentlyViewed: MemorySlot<readonly RecentlyViewedProduct[]>;
  // Checkout
  /** The checkout over `cart` and `orders`, behaving like the server's. */
  checkout: FakeCheckoutGateway;
  // Identity
  registration: FakeRegistrationGateway;
  passwordRecovery: FakePasswordRecoveryGateway;
  // Orders
  /** The member's orders; decides cancellations with `clock`; the fake checkout adds the orders it places. */
  orders: FakeOrderGateway;
  // Account portal
  contactDetails: FakeContactDetailsGateway;
  passwords: FakePasswordGateway;
  addressBook: FakeAddressBookGateway;
  /** Transactions per card of Alex's, on `clock`; none until a test gives some. */
  transactions: FakeTransactionGateway;
  /** Points ledgers per card of Alex's, on `clock`; empty until a test gives some. */
  pointsStatements: FakePointsStatementGateway;
  redeemers: FakeAuthorizedRedeemerGateway;
  itineraries: FakeItineraryGateway;
  idempotencyKeys: SequentialIdempotencyKeys;
  files: RecordingFileSaver;
  // Redemptions
  /** The demo groups' products; balances and card types of Alex's cards 101 (Elite), 102 (Premier World), 103 (Cash Rewards). */
  redemptions: FakeRedemptionGateway;
  /** Purchases per card of Alex's, on `clock`; none until a test gives some. */
  payWithRewards: FakePayWithRewardsGateway;
}

/**
 * The application's real stores and use cases wired to fakes, as the
 * composition root wires them to adapters; for UI tests.
 */
export function createFakeAppContainer(overrides: Partial<FakePorts> = {}): { container: Container; fakes: FakePorts } {
  const catalogue = overrides.catalogue ?? new FakeCatalogueGateway();
  const cart = overrides.cart ?? new FakeCartGateway(catalogue);
  const clock = overrides.clock ?? new FixedClock();
  const orders = overrides.orders ?? new FakeOrderGateway(clock);
  const fakes: FakePorts = {
    auth: new FakeAuthGateway(),
    accounts: new FakeAccountGateway(),
    profiles: new FakeProfileGateway(),
    catalogue,
    content: new FakeContentGateway(),
    accessUrls: new FakeAccessUrlGateway(),
    dismissedBroadcasts: new MemorySlot<readonly string[]>(),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    sessionStorage: new MemorySlot<Session>(),
    currentAccount: new MemorySlot<number>(),
    clock,
    errors: new RecordingErrorReporter(),
    loginAs: new FakeLoginAsGateway(),
    pendingActions: new FakePendingActionGateway(),
    deepLinks: new MemorySlot<DeepLink>(),
    loginAsStorage: new MemorySlot<LoginAsState>(),
    // As if Alex's preferred language had been applied already: a test about something else
    // must not be moved to English by the profile. Tests of the switch pass a fresh storage.
    languageCheck: new MemorySlot<number>(ALEX_MEMBER_ID),
    chunkReloads: new MemorySlot<Date>(),
    idleTimer: new FakeIdleTimer(),
    pageNavigator: new RecordingPageNavigator(),
    wishlist: new FakeWishlistGateway(catalogue),
    cart,
    recentlyViewed: new MemorySlot<readonly RecentlyViewedProduct[]>(),
    checkout: new FakeCheckoutGateway(cart, orders),
    registration: new FakeRegistrationGateway(),
    passwordRecovery: new FakePasswordRecoveryGateway(),
    orders,
    contactDetails: new FakeContactDetailsGateway(),
    passwords: new FakePasswordGateway(),
    addressBook: new FakeAddressBookGateway(),
    transactions: new FakeTransactionGateway(
      clock,
      new Map([
        [101, []],
        [102, []],
        [103, []],
      ]),
    ),
    pointsStatements: new FakePointsStatementGateway(
      clock,
      new Map([
        [101, []],
        [102, []],
        [103, []],
      ]),
    ),
    redeemers: new FakeAuthorizedRedeemerGateway(
      new Map([
        [101, []],
        [102, []],
        [103, []],
      ]),
    ),
    itineraries: new FakeItineraryGateway(),
    idempotencyKeys: new SequentialIdempotencyKeys(),
    files: new RecordingFileSaver(),
    redemptions: new FakeRedemptionGateway(),
    payWithRewards: new FakePayWithRewardsGateway(clock),
    ...overrides,
  };
  const container = new Container();
  const ports = {
    // The page's language; renderApp has the router keep it in step with the path.
    initialLocale: 'en-CA',
    clock: fakes.clock,
    scheduler: asyncScheduler,
    errorReporter: fakes.errors,
    userAgent: fakes.userAgent,
    pageNavigator: fakes.pageNavigator,
    authGateway: fakes.auth,
    sessionStorage: fakes.sessionStorage,
    idleTimer: fakes.idleTimer,
    loginAsGateway: fakes.loginAs,
    loginAsStorage: fakes.loginAsStorage,
    accountGateway: fakes.accounts,
    currentAccountStorage: fakes.currentAccount,
    profileGateway: fakes.profiles,
    languageCheckStorage: fakes.languageCheck,
    pendingActionGateway: fakes.pendingActions,
    contentGateway: fakes.content,
    dismissedBroadcasts: fakes.dismissedBroadcasts,
    accessUrlGateway: fakes.accessUrls,
    deepLinkStorage: fakes.deepLinks,
    chunkReloadStorage: fakes.chunkReloads,
    catalogueGateway: fakes.catalogue,
    recentlyViewedStorage: fakes.recentlyViewed,
    wishlistGateway: fakes.wishlist,
    cartGateway: fakes.cart,
    idempotencyKeys: fakes.idempotencyKeys,
    orderGateway: fakes.orders,
    checkoutGateway: fakes.checkout,
    registrationGateway: fakes.registration,
    passwordRecoveryGateway: fakes.passwordRecovery,
    contactDetailsGateway: fakes.contactDetails,
    passwordGateway: fakes.passwords,
    addressBookGateway: fakes.addressBook,
    transactionGateway: fakes.transactions,
    pointsStatementGateway: fakes.pointsStatements,
    authorizedRedeemerGateway: fakes.redeemers,
    itineraryGateway: fakes.itineraries,
    fileSaver: fakes.files,
    redemptionGateway: fakes.redemptions,
    payWithRewardsGateway: fakes.payWithRewards,
  } satisfies AllPorts;
  bindCapabilities(container, ports);
  // Every capability at once: a page rendered in a test finds its stores without loading anything.
  for (const name of LAZY_CAPABILITY_NAMES) bindLazyCapability(container, name, LAZY_FACTORIES[name] as never, ports);
  container.bind(CAPABILITY_LOADER).toConstantValue(new CapabilityLoader(container, nothingToLoad, LAZY_CAPABILITY_NAMES));
  return { container, fakes };
}

/** The later capabilities' factories, named by capability so that a new one does not compile until it is listed. */
const LAZY_FACTORIES: { readonly [N in LazyCapabilityName]: CapabilityFactory<N> } = {
  orders: createOrders,
  checkout: createCheckout,
  identity: createIdentity,
  accountPortal: createAccountPortal,
  redemptions: createRedemptions,
  signIn: createSignIn,
};

const nothingToLoad = (): Promise<never> => Promise.reject(new Error('The test container binds every capability up front.'));

/** A stored, unexpired session for `memberId`, as if the member had signed in before the page loaded. */
export function aStoredSession(clock: FixedClock, memberId: number) {
  return {
    token: 'token-0',
    memberId,
    issuedAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 3_600_000),
    isSso: false,
  };
}
