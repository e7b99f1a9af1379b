import { AccountStore } from '@application/account/account-store';
import { LoadAccounts } from '@application/account/load-accounts';
import { SwitchCard } from '@application/account/switch-card';
import { ContextStore } from '@application/context/context-store';
import { TOKENS } from '@application/di-tokens';
import { AcceptPendingActions } from '@application/pending-actions/accept-pending-actions';
import { LoadPendingActions } from '@application/pending-actions/load-pending-actions';
import { PendingActionsStore } from '@application/pending-actions/pending-actions-store';
import { ApplyPreferredLanguage } from '@application/profile/apply-preferred-language';
import { LoadProfile } from '@application/profile/load-profile';
import { ProfileStore } from '@application/profile/profile-store';
import { UpdatePreferences } from '@application/profile/update-preferences';
import { NavigationHoldStore } from '@application/routing/navigation-hold-store';
import { CloseStore } from '@application/sign-in/close-store';
import { EndSession } from '@application/session/end-session';
import { ExpireSession } from '@application/session/expire-session';
import { HandleSessionEvents } from '@application/session/handle-session-events';
import { LoadMemberData } from '@application/session/load-member-data';
import { LogInAsMember } from '@application/sign-in/log-in-as-member';
import { LoginAsStore } from '@application/session/login-as-store';
import { RefreshSession } from '@application/session/refresh-session';
import { ReturnToAdmin } from '@application/sign-in/return-to-admin';
import { SessionEventBus } from '@application/session/session-event-bus';
import { SessionExpiryStore } from '@application/session/session-expiry-store';
import { SessionScope } from '@application/session/session-scope';
import { SessionRedirectStore } from '@application/session/session-redirect-store';
import { SessionStore } from '@application/session/session-store';
import { SignIn } from '@application/sign-in/sign-in';
import { SignInPromptStore } from '@application/sign-in/sign-in-prompt-store';
import { SignInWithSso } from '@application/sign-in/sign-in-with-sso';
import { SignOut } from '@application/sign-in/sign-out';
import { SignOutEverywhere } from '@application/sign-in/sign-out-everywhere';
import { ViewerStore } from '@application/session/viewer-store';
import { IdleWarningStore } from '@application/session/idle-warning-store';
import { StaySignedIn } from '@application/session/stay-signed-in';
import { WatchIdleSession } from '@application/session/watch-idle-session';
import { WatchMemberData } from '@application/session/watch-member-data';
import { bindClass, bindSingleton, type Binder } from './bind';

/**
 * Who is looking and what they may do: the context every load derives from,
 * the session (sign-in and out, refresh, idle expiry, 401 and 403 handling),
 * login-as, the member's cards, profile and pending actions. Its ports are
 * bound by the composition root (adapters) or the test container (fakes).
 */
export function bindSession(binder: Binder): void {
  const t = TOKENS;
  // Context
  bindClass(binder, t.contextStore, ContextStore, [t.sessionStore, t.accountStore, t.localeStore]);

  // Session
  bindClass(binder, t.sessionStore, SessionStore, [t.sessionStorage, t.clock]);
  bindClass(binder, t.sessionEventBus, SessionEventBus, []);
  bindClass(binder, t.sessionExpiryStore, SessionExpiryStore, []);
  bindClass(binder, t.sessionRedirectStore, SessionRedirectStore, []);
  bindClass(binder, t.navigationHold, NavigationHoldStore, []);
  bindClass(binder, t.signInPrompt, SignInPromptStore, []);
  // Login-as details, the language check, pending actions and the member's wishlist and product group live and
  // die with the session; capabilities bound later (orders) add their member-only stores to the same scope.
  bindSingleton(
    binder,
    t.sessionScope,
    (loginAs, languageCheck, pendingActions, wishlist, productGroup) =>
      new SessionScope([loginAs, languageCheck, pendingActions, wishlist, productGroup]),
    [t.loginAsStore, t.languageCheckStorage, t.pendingActionsStore, t.wishlistStore, t.productGroupStore],
  );
  bindClass(binder, t.endSession, EndSession, [t.sessionStore, t.accountStore, t.profileStore, t.sessionScope]);
  bindClass(binder, t.signIn, SignIn, [t.authGateway, t.sessionStore, t.accountStore, t.profileStore, t.clock]);
  bindClass(binder, t.signInWithSso, SignInWithSso, [t.authGateway, t.sessionStore, t.accountStore, t.profileStore, t.clock]);
  bindClass(binder, t.signOut, SignOut, [
    t.authGateway,
    t.sessionStore,
    t.endSession,
    t.accountStore,
    t.profileStore,
    t.viewerStore,
    t.contentStore,
    t.navigationHold,
  ]);
  bindClass(binder, t.signOutEverywhere, SignOutEverywhere, [t.authGateway, t.signOut]);
  bindClass(binder, t.refreshSession, RefreshSession, [t.authGateway, t.sessionStore, t.expireSession, t.clock, t.scheduler]);
  bindClass(binder, t.expireSession, ExpireSession, [t.sessionStore, t.signOut, t.sessionExpiryStore]);
  bindClass(binder, t.watchIdleSession, WatchIdleSession, [t.sessionStore, t.idleTimer, t.expireSession, t.clock, t.scheduler, t.idleWarningStore]);
  bindClass(binder, t.idleWarningStore, IdleWarningStore, []);
  bindClass(binder, t.staySignedIn, StaySignedIn, [t.authGateway, t.sessionStore, t.idleWarningStore, t.expireSession, t.clock]);
  bindClass(binder, t.handleSessionEvents, HandleSessionEvents, [
    t.sessionEventBus,
    t.sessionStore,
    t.endSession,
    t.pendingActionsStore,
    t.sessionRedirectStore,
  ]);
  bindClass(binder, t.closeStore, CloseStore, [t.signOut, t.sessionExpiryStore]);
  bindClass(binder, t.loadMemberData, LoadMemberData, [t.loadAccounts, t.loadProfile]);
  bindClass(binder, t.watchMemberData, WatchMemberData, [t.sessionStore, t.loadMemberData]);

  // Login-as
  bindClass(binder, t.loginAsStore, LoginAsStore, [t.loginAsStorage, t.sessionStore]);
  bindClass(binder, t.viewerStore, ViewerStore, [t.sessionStore, t.loginAsStore, t.profileStore]);
  bindClass(binder, t.logInAsMember, LogInAsMember, [
    t.loginAsGateway,
    t.sessionStore,
    t.accountStore,
    t.profileStore,
    t.loginAsStore,
    t.endSession,
    t.clock,
  ]);
  bindClass(binder, t.returnToAdmin, ReturnToAdmin, [t.loginAsGateway, t.loginAsStore, t.profileStore, t.endSession]);

  // Account
  bindClass(binder, t.accountStore, AccountStore, []);
  bindClass(binder, t.loadAccounts, LoadAccounts, [t.accountGateway, t.accountStore, t.currentAccountStorage, t.errorReporter]);
  bindClass(binder, t.switchCard, SwitchCard, [t.accountStore, t.currentAccountStorage]);

  // Profile
  bindClass(binder, t.profileStore, ProfileStore, []);
  bindClass(binder, t.loadProfile, LoadProfile, [t.profileGateway, t.profileStore, t.errorReporter]);
  bindClass(binder, t.updatePreferences, UpdatePreferences, [t.profileGateway, t.profileStore, t.errorReporter]);
  bindClass(binder, t.applyPreferredLanguage, ApplyPreferredLanguage, [t.sessionStore, t.profileStore, t.languageCheckStorage]);

  // Pending actions
  bindClass(binder, t.pendingActionsStore, PendingActionsStore, [t.contextStore, t.loadPendingActions]);
  bindClass(binder, t.loadPendingActions, LoadPendingActions, [t.pendingActionGateway, t.errorReporter]);
  bindClass(binder, t.acceptPendingActions, AcceptPendingActions, [
    t.pendingActionGateway,
    t.pendingActionsStore,
    t.sessionStore,
    t.accountStore,
    t.loadMemberData,
    t.errorReporter,
  ]);
}
