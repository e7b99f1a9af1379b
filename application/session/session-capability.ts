import { AccountStore } from '../account/account-store';
import { ApplyPreferredLanguage } from '../profile/apply-preferred-language';
import { CloseStore } from '../sign-in/close-store';
import { ContentStore } from '../content/content-store';
import { ContextStore } from '../context/context-store';
import { LoadAccounts } from '../account/load-accounts';
import { LoadProfile } from '../profile/load-profile';
import { LocaleStore } from '../locale/locale-store';
import { NavigationHoldStore } from '../routing/navigation-hold-store';
import { PendingActionsStore } from '../pending-actions/pending-actions-store';
import type { Ports } from '../ports/ports';
import { ProfileStore } from '../profile/profile-store';
import { SignInPromptStore } from '../sign-in/sign-in-prompt-store';
import { SignOut } from '../sign-in/sign-out';
import { SignOutEverywhere } from '../sign-in/sign-out-everywhere';
import { SwitchCard } from '../account/switch-card';
import { UpdatePreferences } from '../profile/update-preferences';
import { EndSession } from './end-session';
import { ExpireSession } from './expire-session';
import { HandleSessionEvents } from './handle-session-events';
import { IdleWarningStore } from './idle-warning-store';
import { LoadMemberData } from './load-member-data';
import { LoginAsStore } from './login-as-store';
import { RefreshSession } from './refresh-session';
import { SessionEventBus } from './session-event-bus';
import { SessionExpiryStore } from './session-expiry-store';
import { SessionRedirectStore } from './session-redirect-store';
import { SessionScope } from './session-scope';
import { SessionStore } from './session-store';
import { StaySignedIn } from './stay-signed-in';
import { ViewerStore } from './viewer-store';
import { WatchIdleSession } from './watch-idle-session';
import { WatchMemberData } from './watch-member-data';

/**
 * Who is looking and what they may do: the context every load derives from
 * (session, active card, language), signing out, refresh, idle expiry,
 * 401 and 403 handling, the login-as details, the member's cards, profile
 * and pending actions. Opening a session (sign-in, single sign-on, login-as)
 * and accepting pending actions are the later `signIn` capability's.
 *
 * Sign-out clears `sessionScope`: the session's own member data here, and
 * what each capability that keeps member data adds with `sessionScope.hold`.
 */
export function createSession(ports: Ports) {
  const { clock, scheduler, errorReporter: errors, authGateway: auth } = ports;
  const localeStore = new LocaleStore(ports.initialLocale);
  const sessionStore = new SessionStore(ports.sessionStorage, clock);
  const accountStore = new AccountStore();
  const profileStore = new ProfileStore();
  const contextStore = new ContextStore(sessionStore, accountStore, localeStore);
  const sessionEventBus = new SessionEventBus();
  const sessionExpiryStore = new SessionExpiryStore();
  const sessionRedirectStore = new SessionRedirectStore();
  const navigationHold = new NavigationHoldStore();
  const signInPrompt = new SignInPromptStore();
  const idleWarningStore = new IdleWarningStore();

  // The member's cards, profile and pending actions.
  const loadAccounts = new LoadAccounts(ports.accountGateway, accountStore, ports.currentAccountStorage, errors);
  const switchCard = new SwitchCard(accountStore, ports.currentAccountStorage);
  const loadProfile = new LoadProfile(ports.profileGateway, profileStore, errors);
  const updatePreferences = new UpdatePreferences(ports.profileGateway, profileStore, errors);
  const applyPreferredLanguage = new ApplyPreferredLanguage(sessionStore, profileStore, ports.languageCheckStorage);
  const loadMemberData = new LoadMemberData(loadAccounts, loadProfile);
  const watchMemberData = new WatchMemberData(sessionStore, loadMemberData);
  const pendingActionsStore = new PendingActionsStore(contextStore, ports.pendingActionGateway, errors);

  // Login-as details, the language check and pending actions live and die with the session.
  const loginAsStore = new LoginAsStore(ports.loginAsStorage, sessionStore);
  const sessionScope = new SessionScope([loginAsStore, ports.languageCheckStorage, pendingActionsStore]);
  const endSession = new EndSession(sessionStore, accountStore, profileStore, sessionScope);
  const viewerStore = new ViewerStore(sessionStore, loginAsStore, profileStore);

  // The site's content is made here, not by the content capability: signing out waits for the visitor's content.
  const contentStore = new ContentStore(contextStore, ports.contentGateway, errors);

  const signOut = new SignOut(auth, sessionStore, endSession, accountStore, profileStore, viewerStore, contentStore, navigationHold);
  const signOutEverywhere = new SignOutEverywhere(auth, signOut);
  const expireSession = new ExpireSession(sessionStore, signOut, sessionExpiryStore);
  const refreshSession = new RefreshSession(auth, sessionStore, expireSession, clock, scheduler);
  const watchIdleSession = new WatchIdleSession(sessionStore, ports.idleTimer, expireSession, clock, scheduler, idleWarningStore);
  const staySignedIn = new StaySignedIn(auth, sessionStore, idleWarningStore, expireSession, clock);
  const handleSessionEvents = new HandleSessionEvents(sessionEventBus, sessionStore, endSession, pendingActionsStore, sessionRedirectStore);
  const closeStore = new CloseStore(signOut, sessionExpiryStore);

  return {
    localeStore,
    contextStore,
    sessionStore,
    sessionEventBus,
    sessionExpiryStore,
    sessionRedirectStore,
    navigationHold,
    signInPrompt,
    signOut,
    signOutEverywhere,
    endSession,
    sessionScope,
    refreshSession,
    expireSession,
    watchIdleSession,
    idleWarningStore,
    staySignedIn,
    handleSessionEvents,
    closeStore,
    loadMemberData,
    watchMemberData,
    loginAsStore,
    viewerStore,
    accountStore,
    loadAccounts,
    switchCard,
    profileStore,
    loadProfile,
    updatePreferences,
    applyPreferredLanguage,
    pendingActionsStore,
    contentStore,
  };
}

export type Session = ReturnType<typeof createSession>;
