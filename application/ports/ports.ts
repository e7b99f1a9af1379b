import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { SchedulerLike } from 'rxjs';
import type { AccessUrlGateway } from './access-url-gateway';
import type { AccountGateway } from './account-gateway';
import type { AddressBookGateway } from './address-book-gateway';
import type { AuthGateway } from './auth-gateway';
import type { AuthorizedRedeemerGateway } from './authorized-redeemer-gateway';
import type { CartGateway } from './cart-gateway';
import type { CatalogueGateway } from './catalogue-gateway';
import type { CheckoutGateway } from './checkout-gateway';
import type { ChunkReloadStorage } from './chunk-reload-storage';
import type { Clock } from './clock';
import type { ContactDetailsGateway } from './contact-details-gateway';
import type { ContentGateway } from './content-gateway';
import type { CurrentAccountStorage } from './current-account-storage';
import type { DeepLinkStorage } from './deep-link-storage';
import type { DismissedBroadcasts } from './dismissed-broadcasts';
import type { ErrorReporter } from './error-reporter';
import type { FileSaver } from './file-saver';
import type { IdempotencyKeys } from './idempotency-keys';
import type { IdleTimer } from './idle-timer';
import type { ItineraryGateway } from './itinerary-gateway';
import type { LanguageCheckStorage } from './language-check-storage';
import type { LoginAsGateway } from './login-as-gateway';
import type { LoginAsStorage } from './login-as-storage';
import type { OrderGateway } from './order-gateway';
import type { PageNavigator } from './page-navigator';
import type { PasswordGateway } from './password-gateway';
import type { PasswordRecoveryGateway } from './password-recovery-gateway';
import type { PayWithRewardsGateway } from './pay-with-rewards-gateway';
import type { PendingActionGateway } from './pending-action-gateway';
import type { ProfileGateway } from './profile-gateway';
import type { RecentlyViewedStorage } from './recently-viewed-storage';
import type { RedemptionGateway } from './redemption-gateway';
import type { RegistrationGateway } from './registration-gateway';
import type { SessionStorage } from './session-storage';
import type { TransactionGateway } from './transaction-gateway';
import type { PointsStatementGateway } from './points-statement-gateway';
import type { WishlistGateway } from './wishlist-gateway';

/**
 * The ports of the capabilities bound at start (session, content,
 * catalogue): the composition root fills them with adapters, the test
 * container with fakes, and the capability factories take them as they are.
 */
export interface Ports {
  readonly clock: Clock;
  /** Where timers run: the browser's async scheduler in the app, virtual time in tests. */
  readonly scheduler: SchedulerLike;
  readonly errorReporter: ErrorReporter;
  /** The browser's user agent (mobile-app mode, spec §1); a fixed string in tests. */
  readonly userAgent: string;
  /** Full-page loads, reload and window close; called by the UI only. */
  readonly pageNavigator: PageNavigator;
  /** The page's language when the application starts (the router tells the locale store of every later one). */
  readonly initialLocale: Locale;
  readonly authGateway: AuthGateway;
  readonly sessionStorage: SessionStorage;
  readonly idleTimer: IdleTimer;
  readonly loginAsStorage: LoginAsStorage;
  readonly accountGateway: AccountGateway;
  readonly currentAccountStorage: CurrentAccountStorage;
  readonly profileGateway: ProfileGateway;
  readonly languageCheckStorage: LanguageCheckStorage;
  readonly pendingActionGateway: PendingActionGateway;
  readonly contentGateway: ContentGateway;
  readonly dismissedBroadcasts: DismissedBroadcasts;
  /** Access URLs of menu items (spec §2 access redirect). */
  readonly accessUrlGateway: AccessUrlGateway;
  readonly deepLinkStorage: DeepLinkStorage;
  readonly chunkReloadStorage: ChunkReloadStorage;
  readonly catalogueGateway: CatalogueGateway;
  readonly recentlyViewedStorage: RecentlyViewedStorage;
  readonly wishlistGateway: WishlistGateway;
  readonly cartGateway: CartGateway;
  /** A new Idempotency-Key per redemption attempt. */
  readonly idempotencyKeys: IdempotencyKeys;
}

/**
 * The ports of each capability bound with its routes: their adapters'
 * code downloads with the capability's (ui/di/capabilities.ts).
 */
export interface LazyPorts {
  readonly orders: { readonly orderGateway: OrderGateway };
  readonly checkout: { readonly checkoutGateway: CheckoutGateway };
  readonly identity: { readonly registrationGateway: RegistrationGateway; readonly passwordRecoveryGateway: PasswordRecoveryGateway };
  readonly accountPortal: {
    readonly contactDetailsGateway: ContactDetailsGateway;
    readonly passwordGateway: PasswordGateway;
    readonly addressBookGateway: AddressBookGateway;
    readonly transactionGateway: TransactionGateway;
    readonly pointsStatementGateway: PointsStatementGateway;
    readonly authorizedRedeemerGateway: AuthorizedRedeemerGateway;
    readonly itineraryGateway: ItineraryGateway;
    /** Hands downloaded files to the member (the browser's download). */
    readonly fileSaver: FileSaver;
  };
  readonly redemptions: { readonly redemptionGateway: RedemptionGateway; readonly payWithRewardsGateway: PayWithRewardsGateway };
  /** An admin's log-in-as link and the way back to the console (sign-in and pending actions use the ports bound at start). */
  readonly signIn: { readonly loginAsGateway: LoginAsGateway };
}

/** Every port of every capability: what the test container fills with fakes. */
export type AllPorts = Ports &
  LazyPorts['orders'] &
  LazyPorts['checkout'] &
  LazyPorts['identity'] &
  LazyPorts['accountPortal'] &
  LazyPorts['redemptions'] &
  LazyPorts['signIn'];
