import type { SchedulerLike } from 'rxjs';
import type { AddressBookStore } from './address-book/address-book-store';
import type { ChangeAddressBook } from './address-book/change-address-book';
import type { LoadAddressBook } from './address-book/load-address-book';
import type { SaveAddress } from './address-book/save-address';
import type { ItineraryStore } from './itinerary/itinerary-store';
import type { LoadItineraries } from './itinerary/load-itineraries';
import type { OpenItinerary } from './itinerary/open-itinerary';
import type { CancelTravelBooking } from './itinerary/cancel-travel-booking';
import type { ChangePassword } from './password/change-password';
import type { AddressBookGateway } from './ports/address-book-gateway';
import type { AuthorizedRedeemerGateway } from './ports/authorized-redeemer-gateway';
import type { ContactDetailsGateway } from './ports/contact-details-gateway';
import type { FileSaver } from './ports/file-saver';
import type { IdempotencyKeys } from './ports/idempotency-keys';
import type { ItineraryGateway } from './ports/itinerary-gateway';
import type { PasswordGateway } from './ports/password-gateway';
import type { TransactionGateway } from './ports/transaction-gateway';
import type { UpdateContactDetails } from './profile/update-contact-details';
import type { ResendEmailLink } from './profile/resend-email-link';
import type { AddAuthorizedRedeemer } from './redeemers/add-authorized-redeemer';
import type { AuthorizedRedeemerStore } from './redeemers/authorized-redeemer-store';
import type { LoadAuthorizedRedeemers } from './redeemers/load-authorized-redeemers';
import type { RemoveAuthorizedRedeemer } from './redeemers/remove-authorized-redeemer';
import type { DownloadTransactions } from './transactions/download-transactions';
import type { LoadTransactions } from './transactions/load-transactions';
import type { RedeemAnnualFee } from './transactions/redeem-annual-fee';
import type { TransactionStore } from './transactions/transaction-store';
import type { AccountStore } from './account/account-store';
import type { RefreshBalances } from './account/refresh-balances';
import type { LoadAccounts } from './account/load-accounts';
import type { SwitchCard } from './account/switch-card';
import type { AddToCart } from './cart/add-to-cart';
import type { ApplyPromoCode } from './cart/apply-promo-code';
import type { CartStore } from './cart/cart-store';
import type { ChangeCartQuantity } from './cart/change-cart-quantity';
import type { LoadCart } from './cart/load-cart';
import type { RemoveCartLine } from './cart/remove-cart-line';
import type { RemovePromoCode } from './cart/remove-promo-code';
import type { SaveCartLineNote } from './cart/save-cart-line-note';
import type { ChooseCartLineFees } from './cart/choose-cart-line-fees';
import type { BrowseCatalogue } from './catalogue/browse-catalogue';
import type { CatalogueStore } from './catalogue/catalogue-store';
import type { FeaturedProductsStore } from './catalogue/featured-products-store';
import type { LoadFeaturedProducts } from './catalogue/load-featured-products';
import type { SearchSuggestionsStore } from './catalogue/search-suggestions-store';
import type { LoadPromotionGroups } from './catalogue/load-promotion-groups';
import type { PromotionGroupStore } from './catalogue/promotion-group-store';
import type { CheckoutStore } from './checkout/checkout-store';
import type { LoadCheckoutOptions } from './checkout/load-checkout-options';
import type { LoadPlacedOrder } from './checkout/load-placed-order';
import type { OrderConfirmationStore } from './checkout/order-confirmation-store';
import type { PlaceOrder } from './checkout/place-order';
import type { ValidateShippingAddress } from './checkout/validate-shipping-address';
import type { BroadcastStore } from './content/broadcast-store';
import type { ContentPageStore } from './content/content-page-store';
import type { ContentStore } from './content/content-store';
import type { LoadContent } from './content/load-content';
import type { LoadContentPage } from './content/load-content-page';
import type { SiteChrome } from './content/site-chrome';
import type { ContextStore } from './context/context-store';
import type { LoadingBar } from './loading/loading-bar';
import type { NetworkActivityStore } from './loading/network-activity-store';
import type { RecoverFromChunkFailure } from './loading/recover-from-chunk-failure';
import type { LocaleStore } from './locale/locale-store';
import type { NotificationStore } from './notifications/notification-store';
import type { AcceptPendingActions } from './pending-actions/accept-pending-actions';
import type { LoadPendingActions } from './pending-actions/load-pending-actions';
import type { PendingActionsStore } from './pending-actions/pending-actions-store';
import type { AccountGateway } from './ports/account-gateway';
import type { AuthGateway } from './ports/auth-gateway';
import type { CartGateway } from './ports/cart-gateway';
import type { CatalogueGateway } from './ports/catalogue-gateway';
import type { CheckoutGateway } from './ports/checkout-gateway';
import type { ChunkReloadStorage } from './ports/chunk-reload-storage';
import type { Clock } from './ports/clock';
import type { ContentGateway } from './ports/content-gateway';
import type { CurrentAccountStorage } from './ports/current-account-storage';
import type { DeepLinkStorage } from './ports/deep-link-storage';
import type { DismissedBroadcasts } from './ports/dismissed-broadcasts';
import type { ErrorReporter } from './ports/error-reporter';
import type { IdleTimer } from './ports/idle-timer';
import type { LanguageCheckStorage } from './ports/language-check-storage';
import type { LoginAsGateway } from './ports/login-as-gateway';
import type { LoginAsStorage } from './ports/login-as-storage';
import type { OrderGateway } from './ports/order-gateway';
import type { PageNavigator } from './ports/page-navigator';
import type { PendingActionGateway } from './ports/pending-action-gateway';
import type { ProfileGateway } from './ports/profile-gateway';
import type { RecentlyViewedStorage } from './ports/recently-viewed-storage';
import type { SessionStorage } from './ports/session-storage';
import type { WishlistGateway } from './ports/wishlist-gateway';
import type { LoadProductGroup } from './product/load-product-group';
import type { ProductGroupStore } from './product/product-group-store';
import type { ProductStore } from './product/product-store';
import type { RecentlyViewedStore } from './product/recently-viewed-store';
import type { ViewProduct } from './product/view-product';
import type { ApplyPreferredLanguage } from './profile/apply-preferred-language';
import type { LoadProfile } from './profile/load-profile';
import type { ProfileStore } from './profile/profile-store';
import type { UpdatePreferences } from './profile/update-preferences';
import type { GuardNavigation } from './routing/guard-navigation';
import type { NavigationHoldStore } from './routing/navigation-hold-store';
import type { SaveDeepLink } from './routing/save-deep-link';
import type { TakeDeepLink } from './routing/take-deep-link';
import type { CloseStore } from './sign-in/close-store';
import type { SessionScope } from './session/session-scope';
import type { EndSession } from './session/end-session';
import type { ExpireSession } from './session/expire-session';
import type { HandleSessionEvents } from './session/handle-session-events';
import type { LoadMemberData } from './session/load-member-data';
import type { LogInAsMember } from './sign-in/log-in-as-member';
import type { LoginAsStore } from './session/login-as-store';
import type { RefreshSession } from './session/refresh-session';
import type { ReturnToAdmin } from './sign-in/return-to-admin';
import type { SessionEventBus } from './session/session-event-bus';
import type { SessionExpiryStore } from './session/session-expiry-store';
import type { SessionRedirectStore } from './session/session-redirect-store';
import type { SessionStore } from './session/session-store';
import type { SignIn } from './sign-in/sign-in';
import type { SignInPromptStore } from './sign-in/sign-in-prompt-store';
import type { SignInWithSso } from './sign-in/sign-in-with-sso';
import type { AccessUrlGateway } from './ports/access-url-gateway';
import type { FollowAccessUrl } from './content/follow-access-url';
import type { SignOut } from './sign-in/sign-out';
import type { SignOutEverywhere } from './sign-in/sign-out-everywhere';
import type { ViewerStore } from './session/viewer-store';
import type { IdleWarningStore } from './session/idle-warning-store';
import type { StaySignedIn } from './session/stay-signed-in';
import type { WatchIdleSession } from './session/watch-idle-session';
import type { WatchMemberData } from './session/watch-member-data';
import type { LoadWishlist } from './wishlist/load-wishlist';
import type { CancelOrder } from './orders/cancel-order';
import type { CancelOrderItem } from './orders/cancel-order-item';
import type { HistoricalOrderStore } from './orders/historical-order-store';
import type { LoadHistoricalOrders } from './orders/load-historical-orders';
import type { LoadOrderHistory } from './orders/load-order-history';
import type { OrderDetailStore } from './orders/order-detail-store';
import type { OrderHistoryStore } from './orders/order-history-store';
import type { ViewOrder } from './orders/view-order';
import type { ToggleWishlist } from './wishlist/toggle-wishlist';
import type { WishlistStore } from './wishlist/wishlist-store';
import type { AnswerResetQuestions } from './password-recovery/answer-reset-questions';
import type { CheckResetToken } from './password-recovery/check-reset-token';
import type { PasswordResetStore } from './password-recovery/password-reset-store';
import type { RequestPasswordReset } from './password-recovery/request-password-reset';
import type { SetNewPassword } from './password-recovery/set-new-password';
import type { PasswordRecoveryGateway } from './ports/password-recovery-gateway';
import type { RegistrationGateway } from './ports/registration-gateway';
import type { ConfirmEmail } from './registration/confirm-email';
import type { EmailConfirmationStore } from './registration/email-confirmation-store';
import type { LoadRegistration } from './registration/load-registration';
import type { RegistrationStore } from './registration/registration-store';
import type { ResendConfirmation } from './registration/resend-confirmation';
import type { SubmitRegistration } from './registration/submit-registration';
import type { VerifyCardholder } from './registration/verify-cardholder';
import type { ExternalRedemptionStore } from './redemptions/external-redemption-store';
import type { CardRatios } from './redemptions/card-ratios';
import type { ResendEgift } from './orders/resend-egift';
import type { TravelCheckout } from './redemptions/travel-checkout';
import type { LoadExternalProducts } from './redemptions/load-external-products';
import type { LoadPayWithRewards } from './redemptions/load-pay-with-rewards';
import type { OpenTravel } from './redemptions/open-travel';
import type { PayWithRewardsStore } from './redemptions/pay-with-rewards-store';
import type { RedeemPoints } from './redemptions/redeem-points';
import type { RedeemPurchase } from './redemptions/redeem-purchase';
import type { VerifyFinancialAccount } from './redemptions/verify-financial-account';
import type { PayWithRewardsGateway } from './ports/pay-with-rewards-gateway';
import type { RedemptionGateway } from './ports/redemption-gateway';

/**
 * A DI token: a unique symbol that also remembers the type bound to it, so
 * that resolving a token needs no cast and binding the wrong type fails to
 * compile. The type parameter exists only for the compiler.
 */
export type Token<T> = symbol & { readonly __boundType?: T };

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/**
 * Every dependency the composition root binds, grouped by capability: each
 * group lists its ports (bound to infrastructure adapters, or to fakes in
 * tests), then its stores, then its use cases. `ui/di/bind-<capability>.ts`
 * binds each group's stores and use cases.
 */
export const TOKENS = {
  // Platform
  clock: token<Clock>('Clock'),
  /** Where timers run: the browser's async scheduler in the app, virtual time in tests. */
  scheduler: token<SchedulerLike>('Scheduler'),
  errorReporter: token<ErrorReporter>('ErrorReporter'),
  /** The browser's user agent (mobile-app mode, spec §1); a fixed string in tests. */
  userAgent: token<string>('UserAgent'),
  /** Full-page loads, reload and window close; called by the UI only. */
  pageNavigator: token<PageNavigator>('PageNavigator'),

  // Context: who is looking, with which card, in which language
  /** The page's language; the router tells it of every navigation. */
  localeStore: token<LocaleStore>('LocaleStore'),
  /** The one stream every load derives from (session, active card, language). */
  contextStore: token<ContextStore>('ContextStore'),

  // Session: signing in and out, refresh, idle and expiry, 401 and 403 handling
  authGateway: token<AuthGateway>('AuthGateway'),
  sessionStorage: token<SessionStorage>('SessionStorage'),
  idleTimer: token<IdleTimer>('IdleTimer'),
  sessionStore: token<SessionStore>('SessionStore'),
  /** Where the HTTP layer reports 401 and 403 PENDING_ACTIONS (it implements the SessionEvents port). */
  sessionEventBus: token<SessionEventBus>('SessionEventBus'),
  sessionExpiryStore: token<SessionExpiryStore>('SessionExpiryStore'),
  sessionRedirectStore: token<SessionRedirectStore>('SessionRedirectStore'),
  /** Set while a sign-out is on its way to its destination; the route guard holds meanwhile. */
  navigationHold: token<NavigationHoldStore>('NavigationHoldStore'),
  /** A visitor asked to sign in by a member-only action (open$); the header shows its sign-in modal. */
  signInPrompt: token<SignInPromptStore>('SignInPromptStore'),
  signIn: token<SignIn>('SignIn'),
  signInWithSso: token<SignInWithSso>('SignInWithSso'),
  signOut: token<SignOut>('SignOut'),
  signOutEverywhere: token<SignOutEverywhere>('SignOutEverywhere'),
  endSession: token<EndSession>('EndSession'),
  /** What the session's end clears; capabilities bound later add their member-only stores. */
  sessionScope: token<SessionScope>('SessionScope'),
  refreshSession: token<RefreshSession>('RefreshSession'),
  expireSession: token<ExpireSession>('ExpireSession'),
  watchIdleSession: token<WatchIdleSession>('WatchIdleSession'),
  /** The idle warning shown before the 15 minutes end (WCAG 2.2.1), and the member's answer. */
  idleWarningStore: token<IdleWarningStore>('IdleWarningStore'),
  staySignedIn: token<StaySignedIn>('StaySignedIn'),
  handleSessionEvents: token<HandleSessionEvents>('HandleSessionEvents'),
  closeStore: token<CloseStore>('CloseStore'),
  loadMemberData: token<LoadMemberData>('LoadMemberData'),
  watchMemberData: token<WatchMemberData>('WatchMemberData'),

  // Login-as: an admin in the store as a member, and what the viewer may do
  loginAsGateway: token<LoginAsGateway>('LoginAsGateway'),
  loginAsStorage: token<LoginAsStorage>('LoginAsStorage'),
  loginAsStore: token<LoginAsStore>('LoginAsStore'),
  /** viewer$ (guest / member / login-as), canWrite$ and the logged-in-as banner. */
  viewerStore: token<ViewerStore>('ViewerStore'),
  logInAsMember: token<LogInAsMember>('LogInAsMember'),
  returnToAdmin: token<ReturnToAdmin>('ReturnToAdmin'),

  // Account: the member's cards
  accountGateway: token<AccountGateway>('AccountGateway'),
  currentAccountStorage: token<CurrentAccountStorage>('CurrentAccountStorage'),
  accountStore: token<AccountStore>('AccountStore'),
  loadAccounts: token<LoadAccounts>('LoadAccounts'),
  switchCard: token<SwitchCard>('SwitchCard'),

  // Profile and preferences
  profileGateway: token<ProfileGateway>('ProfileGateway'),
  languageCheckStorage: token<LanguageCheckStorage>('LanguageCheckStorage'),
  profileStore: token<ProfileStore>('ProfileStore'),
  loadProfile: token<LoadProfile>('LoadProfile'),
  updatePreferences: token<UpdatePreferences>('UpdatePreferences'),
  applyPreferredLanguage: token<ApplyPreferredLanguage>('ApplyPreferredLanguage'),

  // Pending actions: the programme rules to accept
  pendingActionGateway: token<PendingActionGateway>('PendingActionGateway'),
  pendingActionsStore: token<PendingActionsStore>('PendingActionsStore'),
  loadPendingActions: token<LoadPendingActions>('LoadPendingActions'),
  acceptPendingActions: token<AcceptPendingActions>('AcceptPendingActions'),

  // Content: menus, footer, broadcasts, pages, notifications
  contentGateway: token<ContentGateway>('ContentGateway'),
  dismissedBroadcasts: token<DismissedBroadcasts>('DismissedBroadcasts'),
  contentStore: token<ContentStore>('ContentStore'),
  contentPageStore: token<ContentPageStore>('ContentPageStore'),
  broadcastStore: token<BroadcastStore>('BroadcastStore'),
  notificationStore: token<NotificationStore>('NotificationStore'),
  /** Header, footer and mobile-app mode as view models (viewer$, header$, footer$, isMobileApp$). */
  siteChrome: token<SiteChrome>('SiteChrome'),
  loadContent: token<LoadContent>('LoadContent'),
  loadContentPage: token<LoadContentPage>('LoadContentPage'),
  /** Access URLs of menu items (spec §2 access redirect). */
  accessUrlGateway: token<AccessUrlGateway>('AccessUrlGateway'),
  followAccessUrl: token<FollowAccessUrl>('FollowAccessUrl'),

  // Routing: the route guard and deep links
  deepLinkStorage: token<DeepLinkStorage>('DeepLinkStorage'),
  guardNavigation: token<GuardNavigation>('GuardNavigation'),
  saveDeepLink: token<SaveDeepLink>('SaveDeepLink'),
  takeDeepLink: token<TakeDeepLink>('TakeDeepLink'),

  // Loading: the loading bar and chunk-failure recovery
  chunkReloadStorage: token<ChunkReloadStorage>('ChunkReloadStorage'),
  /** Calls under way (the HTTP layer reports them); the loading bar waits for none. */
  networkActivity: token<NetworkActivityStore>('NetworkActivityStore'),
  loadingBar: token<LoadingBar>('LoadingBar'),
  recoverFromChunkFailure: token<RecoverFromChunkFailure>('RecoverFromChunkFailure'),

  // Catalogue: shop pages, promotion groups, featured products
  catalogueGateway: token<CatalogueGateway>('CatalogueGateway'),
  catalogueStore: token<CatalogueStore>('CatalogueStore'),
  /** Products suggested while the member types in the shop's search box (state$). */
  searchSuggestionsStore: token<SearchSuggestionsStore>('SearchSuggestionsStore'),
  /** The promotion groups' names for the shop's promotion filter (state$). */
  promotionGroupStore: token<PromotionGroupStore>('PromotionGroupStore'),
  /** The 'Monthly Specials' block on the home and product pages (state$). */
  featuredProductsStore: token<FeaturedProductsStore>('FeaturedProductsStore'),
  browseCatalogue: token<BrowseCatalogue>('BrowseCatalogue'),
  loadPromotionGroups: token<LoadPromotionGroups>('LoadPromotionGroups'),
  loadFeaturedProducts: token<LoadFeaturedProducts>('LoadFeaturedProducts'),

  // Product detail: the product, its range, the products viewed last
  recentlyViewedStorage: token<RecentlyViewedStorage>('RecentlyViewedStorage'),
  /** The product detail page's product (state$). */
  productStore: token<ProductStore>('ProductStore'),
  /** "More in this range" on a member's product page (state$). */
  productGroupStore: token<ProductGroupStore>('ProductGroupStore'),
  /** The last four products viewed, newest first (items$), kept in browser storage. */
  recentlyViewedStore: token<RecentlyViewedStore>('RecentlyViewedStore'),
  viewProduct: token<ViewProduct>('ViewProduct'),
  loadProductGroup: token<LoadProductGroup>('LoadProductGroup'),

  // Wishlist
  wishlistGateway: token<WishlistGateway>('WishlistGateway'),
  /** The member's wishlist (state$), hearts (wishlistIdByProduct$) and hearts being changed (pending$). */
  wishlistStore: token<WishlistStore>('WishlistStore'),
  loadWishlist: token<LoadWishlist>('LoadWishlist'),
  toggleWishlist: token<ToggleWishlist>('ToggleWishlist'),

  // Cart
  cartGateway: token<CartGateway>('CartGateway'),
  /** The member's cart for the active card (state$) and the header's count (itemCount$). */
  cartStore: token<CartStore>('CartStore'),
  loadCart: token<LoadCart>('LoadCart'),
  addToCart: token<AddToCart>('AddToCart'),

  // Cart page, checkout and order confirmation
  checkoutGateway: token<CheckoutGateway>('CheckoutGateway'),
  /** The checkout under way: address book and card ranges (state$), fraud-check session, attempt keys. */
  checkoutStore: token<CheckoutStore>('CheckoutStore'),
  /** The order the confirmation page shows (state$). */
  orderConfirmationStore: token<OrderConfirmationStore>('OrderConfirmationStore'),
  changeCartQuantity: token<ChangeCartQuantity>('ChangeCartQuantity'),
  removeCartLine: token<RemoveCartLine>('RemoveCartLine'),
  saveCartLineNote: token<SaveCartLineNote>('SaveCartLineNote'),
  chooseCartLineFees: token<ChooseCartLineFees>('ChooseCartLineFees'),
  applyPromoCode: token<ApplyPromoCode>('ApplyPromoCode'),
  removePromoCode: token<RemovePromoCode>('RemovePromoCode'),
  loadCheckoutOptions: token<LoadCheckoutOptions>('LoadCheckoutOptions'),
  validateShippingAddress: token<ValidateShippingAddress>('ValidateShippingAddress'),
  placeOrder: token<PlaceOrder>('PlaceOrder'),
  loadPlacedOrder: token<LoadPlacedOrder>('LoadPlacedOrder'),
  // Identity: registration, email confirmation, password recovery
  registrationGateway: token<RegistrationGateway>('RegistrationGateway'),
  passwordRecoveryGateway: token<PasswordRecoveryGateway>('PasswordRecoveryGateway'),
  /** The registration configuration (state$) and the registration just submitted. */
  registrationStore: token<RegistrationStore>('RegistrationStore'),
  /** The emailed confirmation link followed on /register/verify (state$). */
  emailConfirmationStore: token<EmailConfirmationStore>('EmailConfirmationStore'),
  /** Where a password reset stands on /reset-password: questions, new password, success (state$). */
  passwordResetStore: token<PasswordResetStore>('PasswordResetStore'),
  loadRegistration: token<LoadRegistration>('LoadRegistration'),
  verifyCardholder: token<VerifyCardholder>('VerifyCardholder'),
  submitRegistration: token<SubmitRegistration>('SubmitRegistration'),
  resendConfirmation: token<ResendConfirmation>('ResendConfirmation'),
  confirmEmail: token<ConfirmEmail>('ConfirmEmail'),
  requestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  checkResetToken: token<CheckResetToken>('CheckResetToken'),
  answerResetQuestions: token<AnswerResetQuestions>('AnswerResetQuestions'),
  setNewPassword: token<SetNewPassword>('SetNewPassword'),
  // Orders: the order history, an order's detail, cancellation
  orderGateway: token<OrderGateway>('OrderGateway'),
  /** The order history page on screen (state$). */
  orderHistoryStore: token<OrderHistoryStore>('OrderHistoryStore'),
  /** The order on the detail page (state$) and the cancellation under way (cancelling$). */
  orderDetailStore: token<OrderDetailStore>('OrderDetailStore'),
  loadOrderHistory: token<LoadOrderHistory>('LoadOrderHistory'),
  /** The previous platform's orders on the order history page (spec §3 historical orders). */
  historicalOrderStore: token<HistoricalOrderStore>('HistoricalOrderStore'),
  loadHistoricalOrders: token<LoadHistoricalOrders>('LoadHistoricalOrders'),
  viewOrder: token<ViewOrder>('ViewOrder'),
  cancelOrder: token<CancelOrder>('CancelOrder'),
  cancelOrderItem: token<CancelOrderItem>('CancelOrderItem'),
  /** A delivered eGift card sent again (the programme's custom action resend-egift). */
  resendEgift: token<ResendEgift>('ResendEgift'),
  /** Reads the card balances again after points came back (the utility bar follows). */
  refreshBalances: token<RefreshBalances>('RefreshBalances'),
  // Account portal: contact details, password, address book, transactions and the annual-fee eraser,
  // authorized redeemers, travel itineraries
  contactDetailsGateway: token<ContactDetailsGateway>('ContactDetailsGateway'),
  passwordGateway: token<PasswordGateway>('PasswordGateway'),
  addressBookGateway: token<AddressBookGateway>('AddressBookGateway'),
  transactionGateway: token<TransactionGateway>('TransactionGateway'),
  authorizedRedeemerGateway: token<AuthorizedRedeemerGateway>('AuthorizedRedeemerGateway'),
  itineraryGateway: token<ItineraryGateway>('ItineraryGateway'),
  /** A new Idempotency-Key per redemption attempt. */
  idempotencyKeys: token<IdempotencyKeys>('IdempotencyKeys'),
  /** Hands downloaded files to the member (the browser's download). */
  fileSaver: token<FileSaver>('FileSaver'),
  /** The member's address book (state$), while the address screens show it. */
  addressBookStore: token<AddressBookStore>('AddressBookStore'),
  /** The active card's transactions for the query the page shows (state$). */
  transactionStore: token<TransactionStore>('TransactionStore'),
  /** The active card's authorized redeemers and the relation list (state$). */
  authorizedRedeemerStore: token<AuthorizedRedeemerStore>('AuthorizedRedeemerStore'),
  /** The page of travel bookings the itinerary screen shows (state$). */
  itineraryStore: token<ItineraryStore>('ItineraryStore'),
  updateContactDetails: token<UpdateContactDetails>('UpdateContactDetails'),
  resendEmailLink: token<ResendEmailLink>('ResendEmailLink'),
  changePassword: token<ChangePassword>('ChangePassword'),
  loadAddressBook: token<LoadAddressBook>('LoadAddressBook'),
  saveAddress: token<SaveAddress>('SaveAddress'),
  changeAddressBook: token<ChangeAddressBook>('ChangeAddressBook'),
  loadTransactions: token<LoadTransactions>('LoadTransactions'),
  downloadTransactions: token<DownloadTransactions>('DownloadTransactions'),
  redeemAnnualFee: token<RedeemAnnualFee>('RedeemAnnualFee'),
  loadAuthorizedRedeemers: token<LoadAuthorizedRedeemers>('LoadAuthorizedRedeemers'),
  addAuthorizedRedeemer: token<AddAuthorizedRedeemer>('AddAuthorizedRedeemer'),
  removeAuthorizedRedeemer: token<RemoveAuthorizedRedeemer>('RemoveAuthorizedRedeemer'),
  loadItineraries: token<LoadItineraries>('LoadItineraries'),
  openItinerary: token<OpenItinerary>('OpenItinerary'),
  cancelTravelBooking: token<CancelTravelBooking>('CancelTravelBooking'),
  // Redemptions: cash back, direct deposit, miles, financial rewards, travel and vacations, Pay with Rewards
  redemptionGateway: token<RedemptionGateway>('RedemptionGateway'),
  payWithRewardsGateway: token<PayWithRewardsGateway>('PayWithRewardsGateway'),
  /** The products of the external redemption group a screen shows (state$). */
  externalRedemptionStore: token<ExternalRedemptionStore>('ExternalRedemptionStore'),
  /** The active card's Pay with Rewards activities for the query the page shows (state$). */
  payWithRewardsStore: token<PayWithRewardsStore>('PayWithRewardsStore'),
  /** Each card's points-to-dollar ratio, asked once per card. */
  cardRatios: token<CardRatios>('CardRatios'),
  loadExternalProducts: token<LoadExternalProducts>('LoadExternalProducts'),
  redeemPoints: token<RedeemPoints>('RedeemPoints'),
  verifyFinancialAccount: token<VerifyFinancialAccount>('VerifyFinancialAccount'),
  openTravel: token<OpenTravel>('OpenTravel'),
  /** A trip chosen at the travel partner, paid with points (state$). */
  travelCheckout: token<TravelCheckout>('TravelCheckout'),
  loadPayWithRewards: token<LoadPayWithRewards>('LoadPayWithRewards'),
  redeemPurchase: token<RedeemPurchase>('RedeemPurchase'),
} as const;
