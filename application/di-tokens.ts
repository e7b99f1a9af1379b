import type { SchedulerLike } from 'rxjs';
import type { AccountStore } from './account/account-store';
import type { LoadAccounts } from './account/load-accounts';
import type { SwitchCard } from './account/switch-card';
import type { BrowseCatalogue } from './catalogue/browse-catalogue';
import type { CatalogueStore } from './catalogue/catalogue-store';
import type { BroadcastStore } from './content/broadcast-store';
import type { ContentPageStore } from './content/content-page-store';
import type { ContentStore } from './content/content-store';
import type { LoadContent } from './content/load-content';
import type { LoadContentPage } from './content/load-content-page';
import type { SiteChrome } from './content/site-chrome';
import type { NotificationStore } from './notifications/notification-store';
import type { AccountGateway } from './ports/account-gateway';
import type { AuthGateway } from './ports/auth-gateway';
import type { CatalogueGateway } from './ports/catalogue-gateway';
import type { ContentGateway } from './ports/content-gateway';
import type { DismissedBroadcasts } from './ports/dismissed-broadcasts';
import type { Clock } from './ports/clock';
import type { CurrentAccountStorage } from './ports/current-account-storage';
import type { ErrorReporter } from './ports/error-reporter';
import type { ProfileGateway } from './ports/profile-gateway';
import type { SessionStorage } from './ports/session-storage';
import type { LoadProfile } from './profile/load-profile';
import type { ProfileStore } from './profile/profile-store';
import type { EndSession } from './session/end-session';
import type { LoadMemberData } from './session/load-member-data';
import type { RefreshSession } from './session/refresh-session';
import type { SessionStore } from './session/session-store';
import type { SignIn } from './session/sign-in';
import type { SignInWithSso } from './session/sign-in-with-sso';
import type { SignOut } from './session/sign-out';
// Session & routing (issue 3)
import type { NetworkActivityStore } from './loading/network-activity-store';
import type { LoadingBar } from './loading/loading-bar';
import type { RecoverFromChunkFailure } from './loading/recover-from-chunk-failure';
import type { AcceptPendingActions } from './pending-actions/accept-pending-actions';
import type { LoadPendingActions } from './pending-actions/load-pending-actions';
import type { PendingActionsStore } from './pending-actions/pending-actions-store';
import type { ChunkReloadStorage } from './ports/chunk-reload-storage';
import type { DeepLinkStorage } from './ports/deep-link-storage';
import type { IdleTimer } from './ports/idle-timer';
import type { LanguageCheckStorage } from './ports/language-check-storage';
import type { LoginAsGateway } from './ports/login-as-gateway';
import type { LoginAsStorage } from './ports/login-as-storage';
import type { PageNavigator } from './ports/page-navigator';
import type { PendingActionGateway } from './ports/pending-action-gateway';
import type { ApplyPreferredLanguage } from './profile/apply-preferred-language';
import type { UpdatePreferences } from './profile/update-preferences';
import type { GuardNavigation } from './routing/guard-navigation';
import type { NavigationHoldStore } from './routing/navigation-hold-store';
import type { SaveDeepLink } from './routing/save-deep-link';
import type { TakeDeepLink } from './routing/take-deep-link';
import type { CloseStore } from './session/close-store';
import type { ExpireSession } from './session/expire-session';
import type { HandleSessionEvents } from './session/handle-session-events';
import type { LogInAsMember } from './session/log-in-as-member';
import type { LoginAsStore } from './session/login-as-store';
import type { ReturnToAdmin } from './session/return-to-admin';
import type { SessionEventBus } from './session/session-event-bus';
import type { SessionExpiryStore } from './session/session-expiry-store';
import type { SessionRedirectStore } from './session/session-redirect-store';
import type { ViewerStore } from './session/viewer-store';
import type { WatchIdleSession } from './session/watch-idle-session';
// Catalogue (issue 4)
import type { AddToCart } from './cart/add-to-cart';
import type { CartStore } from './cart/cart-store';
import type { LoadCart } from './cart/load-cart';
import type { FeaturedProductsStore } from './catalogue/featured-products-store';
import type { LoadFeaturedProducts } from './catalogue/load-featured-products';
import type { LoadPromotionGroups } from './catalogue/load-promotion-groups';
import type { PromotionGroupStore } from './catalogue/promotion-group-store';
import type { CartGateway } from './ports/cart-gateway';
import type { RecentlyViewedStorage } from './ports/recently-viewed-storage';
import type { WishlistGateway } from './ports/wishlist-gateway';
import type { LoadProductGroup } from './product/load-product-group';
import type { ProductGroupStore } from './product/product-group-store';
import type { ProductStore } from './product/product-store';
import type { RecentlyViewedStore } from './product/recently-viewed-store';
import type { ViewProduct } from './product/view-product';
import type { SignInPromptStore } from './session/sign-in-prompt-store';
import type { LoadWishlist } from './wishlist/load-wishlist';
import type { ToggleWishlist } from './wishlist/toggle-wishlist';
import type { WishlistStore } from './wishlist/wishlist-store';

/**
 * A DI token: a unique symbol that also remembers the type bound to it, so
 * that resolving a token needs no cast and binding the wrong type fails to
 * compile. The type parameter exists only for the compiler.
 */
export type Token<T> = symbol & { readonly __boundType?: T };

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/** Every dependency the composition root binds, by capability. */
export const TOKENS = {
  // Ports (bound to infrastructure adapters, or to fakes in tests)
  authGateway: token<AuthGateway>('AuthGateway'),
  accountGateway: token<AccountGateway>('AccountGateway'),
  profileGateway: token<ProfileGateway>('ProfileGateway'),
  catalogueGateway: token<CatalogueGateway>('CatalogueGateway'),
  sessionStorage: token<SessionStorage>('SessionStorage'),
  currentAccountStorage: token<CurrentAccountStorage>('CurrentAccountStorage'),
  clock: token<Clock>('Clock'),
  errorReporter: token<ErrorReporter>('ErrorReporter'),
  /** Where timers run: the browser's async scheduler in the app, virtual time in tests. */
  scheduler: token<SchedulerLike>('Scheduler'),
  contentGateway: token<ContentGateway>('ContentGateway'),
  dismissedBroadcasts: token<DismissedBroadcasts>('DismissedBroadcasts'),
  /** The browser's user agent (mobile-app mode, spec §1); a fixed string in tests. */
  userAgent: token<string>('UserAgent'),

  // Stores
  sessionStore: token<SessionStore>('SessionStore'),
  accountStore: token<AccountStore>('AccountStore'),
  profileStore: token<ProfileStore>('ProfileStore'),
  catalogueStore: token<CatalogueStore>('CatalogueStore'),
  contentStore: token<ContentStore>('ContentStore'),
  contentPageStore: token<ContentPageStore>('ContentPageStore'),
  broadcastStore: token<BroadcastStore>('BroadcastStore'),
  notificationStore: token<NotificationStore>('NotificationStore'),
  /** Header, footer and mobile-app mode as view models (viewer$, header$, footer$, isMobileApp$). */
  siteChrome: token<SiteChrome>('SiteChrome'),

  // Use cases
  signIn: token<SignIn>('SignIn'),
  signInWithSso: token<SignInWithSso>('SignInWithSso'),
  signOut: token<SignOut>('SignOut'),
  endSession: token<EndSession>('EndSession'),
  refreshSession: token<RefreshSession>('RefreshSession'),
  loadMemberData: token<LoadMemberData>('LoadMemberData'),
  loadAccounts: token<LoadAccounts>('LoadAccounts'),
  switchCard: token<SwitchCard>('SwitchCard'),
  loadProfile: token<LoadProfile>('LoadProfile'),
  browseCatalogue: token<BrowseCatalogue>('BrowseCatalogue'),
  loadContent: token<LoadContent>('LoadContent'),
  loadContentPage: token<LoadContentPage>('LoadContentPage'),

  // Session & routing (issue 3): ports
  deepLinkStorage: token<DeepLinkStorage>('DeepLinkStorage'),
  idleTimer: token<IdleTimer>('IdleTimer'),
  loginAsGateway: token<LoginAsGateway>('LoginAsGateway'),
  loginAsStorage: token<LoginAsStorage>('LoginAsStorage'),
  pendingActionGateway: token<PendingActionGateway>('PendingActionGateway'),
  languageCheckStorage: token<LanguageCheckStorage>('LanguageCheckStorage'),
  chunkReloadStorage: token<ChunkReloadStorage>('ChunkReloadStorage'),
  /** Full-page loads, reload and window close; called by the UI only. */
  pageNavigator: token<PageNavigator>('PageNavigator'),
  // Session & routing: stores
  /** Where the HTTP layer reports 401 and 403 PENDING_ACTIONS (it implements the SessionEvents port). */
  sessionEventBus: token<SessionEventBus>('SessionEventBus'),
  /** Calls under way (the HTTP layer reports them); the loading bar waits for none. */
  networkActivity: token<NetworkActivityStore>('NetworkActivityStore'),
  loginAsStore: token<LoginAsStore>('LoginAsStore'),
  /** viewer$ (guest / member / login-as), canWrite$ and the logged-in-as banner. */
  viewerStore: token<ViewerStore>('ViewerStore'),
  sessionExpiryStore: token<SessionExpiryStore>('SessionExpiryStore'),
  sessionRedirectStore: token<SessionRedirectStore>('SessionRedirectStore'),
  pendingActionsStore: token<PendingActionsStore>('PendingActionsStore'),
  loadingBar: token<LoadingBar>('LoadingBar'),
  /** Set while a sign-out is on its way to its destination; the route guard holds meanwhile. */
  navigationHold: token<NavigationHoldStore>('NavigationHoldStore'),
  // Session & routing: use cases
  expireSession: token<ExpireSession>('ExpireSession'),
  watchIdleSession: token<WatchIdleSession>('WatchIdleSession'),
  handleSessionEvents: token<HandleSessionEvents>('HandleSessionEvents'),
  closeStore: token<CloseStore>('CloseStore'),
  logInAsMember: token<LogInAsMember>('LogInAsMember'),
  returnToAdmin: token<ReturnToAdmin>('ReturnToAdmin'),
  guardNavigation: token<GuardNavigation>('GuardNavigation'),
  saveDeepLink: token<SaveDeepLink>('SaveDeepLink'),
  takeDeepLink: token<TakeDeepLink>('TakeDeepLink'),
  loadPendingActions: token<LoadPendingActions>('LoadPendingActions'),
  acceptPendingActions: token<AcceptPendingActions>('AcceptPendingActions'),
  updatePreferences: token<UpdatePreferences>('UpdatePreferences'),
  applyPreferredLanguage: token<ApplyPreferredLanguage>('ApplyPreferredLanguage'),
  recoverFromChunkFailure: token<RecoverFromChunkFailure>('RecoverFromChunkFailure'),

  // Catalogue (issue 4): ports
  wishlistGateway: token<WishlistGateway>('WishlistGateway'),
  cartGateway: token<CartGateway>('CartGateway'),
  recentlyViewedStorage: token<RecentlyViewedStorage>('RecentlyViewedStorage'),
  // Catalogue: stores
  /** The promotion groups' names for the shop's promotion filter (state$). */
  promotionGroupStore: token<PromotionGroupStore>('PromotionGroupStore'),
  /** The 'Monthly Specials' block on the home and product pages (state$). */
  featuredProductsStore: token<FeaturedProductsStore>('FeaturedProductsStore'),
  /** The product detail page's product (state$). */
  productStore: token<ProductStore>('ProductStore'),
  /** The last four products viewed, newest first (items$), kept in browser storage. */
  recentlyViewedStore: token<RecentlyViewedStore>('RecentlyViewedStore'),
  /** "More in this range" on a member's product page (state$). */
  productGroupStore: token<ProductGroupStore>('ProductGroupStore'),
  /** The member's wishlist (state$), hearts (wishlistIdByProduct$) and hearts being changed (pending$). */
  wishlistStore: token<WishlistStore>('WishlistStore'),
  /** The member's cart summary (state$) and the header's count (itemCount$). */
  cartStore: token<CartStore>('CartStore'),
  /** A visitor asked to sign in by a member-only action (open$); the header shows its sign-in modal. */
  signInPrompt: token<SignInPromptStore>('SignInPromptStore'),
  // Catalogue: use cases
  loadPromotionGroups: token<LoadPromotionGroups>('LoadPromotionGroups'),
  loadFeaturedProducts: token<LoadFeaturedProducts>('LoadFeaturedProducts'),
  viewProduct: token<ViewProduct>('ViewProduct'),
  loadProductGroup: token<LoadProductGroup>('LoadProductGroup'),
  loadWishlist: token<LoadWishlist>('LoadWishlist'),
  toggleWishlist: token<ToggleWishlist>('ToggleWishlist'),
  loadCart: token<LoadCart>('LoadCart'),
  addToCart: token<AddToCart>('AddToCart'),
} as const;
