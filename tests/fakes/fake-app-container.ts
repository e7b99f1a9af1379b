import { TOKENS } from '@application/di-tokens';
import { LocaleStore } from '@application/locale/locale-store';
import { Container, ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { bindValue } from '../../ui/di/bind';
import { bindAccountPortal } from '../../ui/di/bind-account-portal';
import { bindApplication } from '../../ui/di/bind-application';
import { bindCheckout } from '../../ui/di/bind-checkout';
import { bindIdentity } from '../../ui/di/bind-identity';
import { bindOrders } from '../../ui/di/bind-orders';
import { bindRedemptions } from '../../ui/di/bind-redemptions';
import { CapabilityLoader } from '../../ui/di/capability-loader';
import { CAPABILITY_NAMES, type CapabilityBinder, type CapabilityName } from '../../ui/di/lazy-capabilities';
import { UI_TOKENS } from '../../ui/di/ui-tokens';
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
import { InMemoryCurrentAccountStorage } from './in-memory-current-account-storage';
import { InMemoryDismissedBroadcasts } from './in-memory-dismissed-broadcasts';
import { InMemorySessionStorage } from './in-memory-session-storage';
import { RecordingErrorReporter } from './recording-error-reporter';
import { FakeIdleTimer } from './fake-idle-timer';
import { FakeLoginAsGateway } from './fake-login-as-gateway';
import { FakePendingActionGateway } from './fake-pending-action-gateway';
import { InMemoryChunkReloadStorage } from './in-memory-chunk-reload-storage';
import { InMemoryDeepLinkStorage } from './in-memory-deep-link-storage';
import { InMemoryLanguageCheckStorage } from './in-memory-language-check-storage';
import { InMemoryLoginAsStorage } from './in-memory-login-as-storage';
import { RecordingPageNavigator } from './recording-page-navigator';
import { FakeWishlistGateway } from './fake-wishlist-gateway';
import { InMemoryRecentlyViewedStorage } from './in-memory-recently-viewed-storage';
import { FakePasswordRecoveryGateway } from './fake-password-recovery-gateway';
import { FakeRegistrationGateway } from './fake-registration-gateway';
import { FakeAddressBookGateway } from './fake-address-book-gateway';
import { FakeAuthorizedRedeemerGateway } from './fake-authorized-redeemer-gateway';
import { FakeContactDetailsGateway } from './fake-contact-details-gateway';
import { FakeItineraryGateway } from './fake-itinerary-gateway';
import { FakePasswordGateway } from './fake-password-gateway';
import { FakeTransactionGateway } from './fake-transaction-gateway';
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
  dismissedBroadcasts: InMemoryDismissedBroadcasts;
  /** The browser's user agent; a desktop browser unless the test is about the mobile apps. */
  userAgent: string;
  sessionStorage: InMemorySessionStorage;
  currentAccount: InMemoryCurrentAccountStorage;
  clock: FixedClock;
  errors: RecordingErrorReporter;
  // Session & routing
  loginAs: FakeLoginAsGateway;
  pendingActions: FakePendingActionGateway;
  deepLinks: InMemoryDeepLinkStorage;
  loginAsStorage: InMemoryLoginAsStorage;
  languageCheck: InMemoryLanguageCheckStorage;
  chunkReloads: InMemoryChunkReloadStorage;
  idleTimer: FakeIdleTimer;
  /** Full-page loads, reloads and window closes the UI asked for. */
  pageNavigator: RecordingPageNavigator;
  // Catalogue
  /** The wishlist; by default it finds products in `catalogue` (so a card's heart adds that product). */
  wishlist: FakeWishlistGateway;
  /** Carts per card; by default it finds products in `catalogue`. */
  cart: FakeCartGateway;
  recentlyViewed: InMemoryRecentlyViewedStorage;
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
    dismissedBroadcasts: new InMemoryDismissedBroadcasts(),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    sessionStorage: new InMemorySessionStorage(),
    currentAccount: new InMemoryCurrentAccountStorage(),
    clock,
    errors: new RecordingErrorReporter(),
    loginAs: new FakeLoginAsGateway(),
    pendingActions: new FakePendingActionGateway(),
    deepLinks: new InMemoryDeepLinkStorage(),
    loginAsStorage: new InMemoryLoginAsStorage(),
    // As if Alex's preferred language had been applied already: a test about something else
    // must not be moved to English by the profile. Tests of the switch pass a fresh storage.
    languageCheck: new InMemoryLanguageCheckStorage(ALEX_MEMBER_ID),
    chunkReloads: new InMemoryChunkReloadStorage(),
    idleTimer: new FakeIdleTimer(),
    pageNavigator: new RecordingPageNavigator(),
    wishlist: new FakeWishlistGateway(catalogue),
    cart,
    recentlyViewed: new InMemoryRecentlyViewedStorage(),
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
  bindValue(container, TOKENS.authGateway, fakes.auth);
  bindValue(container, TOKENS.accountGateway, fakes.accounts);
  bindValue(container, TOKENS.profileGateway, fakes.profiles);
  bindValue(container, TOKENS.catalogueGateway, fakes.catalogue);
  bindValue(container, TOKENS.contentGateway, fakes.content);
  bindValue(container, TOKENS.accessUrlGateway, fakes.accessUrls);
  bindValue(container, TOKENS.dismissedBroadcasts, fakes.dismissedBroadcasts);
  bindValue(container, TOKENS.userAgent, fakes.userAgent);
  bindValue(container, TOKENS.sessionStorage, fakes.sessionStorage);
  bindValue(container, TOKENS.currentAccountStorage, fakes.currentAccount);
  // The page's language; renderApp has the router keep it in step with the path.
  bindValue(container, TOKENS.localeStore, new LocaleStore('en-CA'));
  bindValue(container, TOKENS.clock, fakes.clock);
  bindValue(container, TOKENS.errorReporter, fakes.errors);
  bindValue(container, TOKENS.scheduler, asyncScheduler);
  bindValue(container, TOKENS.loginAsGateway, fakes.loginAs);
  bindValue(container, TOKENS.pendingActionGateway, fakes.pendingActions);
  bindValue(container, TOKENS.deepLinkStorage, fakes.deepLinks);
  bindValue(container, TOKENS.loginAsStorage, fakes.loginAsStorage);
  bindValue(container, TOKENS.languageCheckStorage, fakes.languageCheck);
  bindValue(container, TOKENS.chunkReloadStorage, fakes.chunkReloads);
  bindValue(container, TOKENS.idleTimer, fakes.idleTimer);
  bindValue(container, TOKENS.pageNavigator, fakes.pageNavigator);
  bindValue(container, TOKENS.wishlistGateway, fakes.wishlist);
  bindValue(container, TOKENS.cartGateway, fakes.cart);
  bindValue(container, TOKENS.recentlyViewedStorage, fakes.recentlyViewed);
  bindValue(container, TOKENS.checkoutGateway, fakes.checkout);
  bindValue(container, TOKENS.registrationGateway, fakes.registration);
  bindValue(container, TOKENS.passwordRecoveryGateway, fakes.passwordRecovery);
  bindValue(container, TOKENS.orderGateway, fakes.orders);
  bindValue(container, TOKENS.contactDetailsGateway, fakes.contactDetails);
  bindValue(container, TOKENS.passwordGateway, fakes.passwords);
  bindValue(container, TOKENS.addressBookGateway, fakes.addressBook);
  bindValue(container, TOKENS.transactionGateway, fakes.transactions);
  bindValue(container, TOKENS.authorizedRedeemerGateway, fakes.redeemers);
  bindValue(container, TOKENS.itineraryGateway, fakes.itineraries);
  bindValue(container, TOKENS.idempotencyKeys, fakes.idempotencyKeys);
  bindValue(container, TOKENS.fileSaver, fakes.files);
  bindValue(container, TOKENS.redemptionGateway, fakes.redemptions);
  bindValue(container, TOKENS.payWithRewardsGateway, fakes.payWithRewards);
  // Every capability at once: a page rendered in a test finds its stores without loading anything.
  bindApplication(container);
  for (const name of CAPABILITY_NAMES) container.load(new ContainerModule(LAZY_CAPABILITY_BINDERS[name]));
  bindValue(container, UI_TOKENS.capabilityLoader, new CapabilityLoader(container, nothingToLoad, CAPABILITY_NAMES));
  return { container, fakes };
}

/** The later capabilities' binders, named by capability so that a new one does not compile until it is listed. */
const LAZY_CAPABILITY_BINDERS: Record<CapabilityName, CapabilityBinder> = {
  orders: bindOrders,
  checkout: bindCheckout,
  identity: bindIdentity,
  accountPortal: bindAccountPortal,
  redemptions: bindRedemptions,
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
