import { TOKENS } from '@application/di-tokens';
import { LoadingBar } from '@application/loading/loading-bar';
import { NetworkActivityStore } from '@application/loading/network-activity-store';
import { RecoverFromChunkFailure } from '@application/loading/recover-from-chunk-failure';
import { AcceptPendingActions } from '@application/pending-actions/accept-pending-actions';
import { LoadPendingActions } from '@application/pending-actions/load-pending-actions';
import { PendingActionsStore } from '@application/pending-actions/pending-actions-store';
import { ApplyPreferredLanguage } from '@application/profile/apply-preferred-language';
import { UpdatePreferences } from '@application/profile/update-preferences';
import { GuardNavigation } from '@application/routing/guard-navigation';
import { NavigationHoldStore } from '@application/routing/navigation-hold-store';
import { SaveDeepLink } from '@application/routing/save-deep-link';
import { TakeDeepLink } from '@application/routing/take-deep-link';
import { CloseStore } from '@application/session/close-store';
import { ExpireSession } from '@application/session/expire-session';
import { HandleSessionEvents } from '@application/session/handle-session-events';
import { LogInAsMember } from '@application/session/log-in-as-member';
import { LoginAsStore } from '@application/session/login-as-store';
import { ReturnToAdmin } from '@application/session/return-to-admin';
import { SessionEventBus } from '@application/session/session-event-bus';
import { SessionExpiryStore } from '@application/session/session-expiry-store';
import { SessionRedirectStore } from '@application/session/session-redirect-store';
import { ViewerStore } from '@application/session/viewer-store';
import { WatchIdleSession } from '@application/session/watch-idle-session';
import type { Container } from 'inversify';
import { bindSingleton } from './bind';

/**
 * The session and routing part of the application (issue 3): route guard,
 * deep links, session expiry, 401/403 handling, pending actions, login-as,
 * preferred language, loading bar and chunk-failure recovery. Called by
 * `bindApplication`; its ports are bound by the composition root (adapters)
 * or the test container (fakes).
 */
export function bindSessionAndRouting(container: Container): void {
  const t = TOKENS;
  bindSingleton(container, t.sessionEventBus, () => new SessionEventBus(), []);
  bindSingleton(container, t.networkActivity, () => new NetworkActivityStore(), []);
  bindSingleton(container, t.sessionExpiryStore, () => new SessionExpiryStore(), []);
  bindSingleton(container, t.navigationHold, () => new NavigationHoldStore(), []);
  bindSingleton(container, t.sessionRedirectStore, () => new SessionRedirectStore(), []);
  bindSingleton(container, t.pendingActionsStore, () => new PendingActionsStore(), []);
  bindSingleton(container, t.loginAsStore, (storage, sessions) => new LoginAsStore(storage, sessions), [t.loginAsStorage, t.sessionStore]);
  bindSingleton(
    container,
    t.viewerStore,
    (sessions, loginAs, profiles) => new ViewerStore(sessions, loginAs, profiles),
    [t.sessionStore, t.loginAsStore, t.profileStore],
  );
  bindSingleton(container, t.loadingBar, (network, scheduler) => new LoadingBar(network, scheduler), [t.networkActivity, t.scheduler]);

  bindSingleton(
    container,
    t.expireSession,
    (sessions, signOut, expiry) => new ExpireSession(sessions, signOut, expiry),
    [t.sessionStore, t.signOut, t.sessionExpiryStore],
  );
  bindSingleton(
    container,
    t.watchIdleSession,
    (sessions, idleTimer, expireSession, clock, scheduler) => new WatchIdleSession(sessions, idleTimer, expireSession, clock, scheduler),
    [t.sessionStore, t.idleTimer, t.expireSession, t.clock, t.scheduler],
  );
  bindSingleton(
    container,
    t.handleSessionEvents,
    (events, sessions, endSession, pendingActions, redirects) =>
      new HandleSessionEvents(events, sessions, endSession, pendingActions, redirects),
    [t.sessionEventBus, t.sessionStore, t.endSession, t.pendingActionsStore, t.sessionRedirectStore],
  );
  bindSingleton(container, t.closeStore, (signOut, expiry) => new CloseStore(signOut, expiry), [t.signOut, t.sessionExpiryStore]);
  bindSingleton(
    container,
    t.logInAsMember,
    (gateway, sessions, accounts, profiles, loginAs, endSession, clock) =>
      new LogInAsMember(gateway, sessions, accounts, profiles, loginAs, endSession, clock),
    [t.loginAsGateway, t.sessionStore, t.accountStore, t.profileStore, t.loginAsStore, t.endSession, t.clock],
  );
  bindSingleton(
    container,
    t.returnToAdmin,
    (gateway, loginAs, profiles, endSession) => new ReturnToAdmin(gateway, loginAs, profiles, endSession),
    [t.loginAsGateway, t.loginAsStore, t.profileStore, t.endSession],
  );
  bindSingleton(
    container,
    t.guardNavigation,
    (sessions, content, expiry, hold) => new GuardNavigation(sessions, content, expiry, hold),
    [t.sessionStore, t.contentStore, t.sessionExpiryStore, t.navigationHold],
  );
  bindSingleton(container, t.saveDeepLink, (storage, clock) => new SaveDeepLink(storage, clock), [t.deepLinkStorage, t.clock]);
  bindSingleton(container, t.takeDeepLink, (storage, clock) => new TakeDeepLink(storage, clock), [t.deepLinkStorage, t.clock]);
  bindSingleton(
    container,
    t.loadPendingActions,
    (gateway, store, endSession, errors) => new LoadPendingActions(gateway, store, endSession, errors),
    [t.pendingActionGateway, t.pendingActionsStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.acceptPendingActions,
    (gateway, store, accounts, loadMemberData, endSession, errors) =>
      new AcceptPendingActions(gateway, store, accounts, loadMemberData, endSession, errors),
    [t.pendingActionGateway, t.pendingActionsStore, t.accountStore, t.loadMemberData, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.updatePreferences,
    (gateway, profiles, errors) => new UpdatePreferences(gateway, profiles, errors),
    [t.profileGateway, t.profileStore, t.errorReporter],
  );
  bindSingleton(
    container,
    t.applyPreferredLanguage,
    (sessions, profiles, languageCheck) => new ApplyPreferredLanguage(sessions, profiles, languageCheck),
    [t.sessionStore, t.profileStore, t.languageCheckStorage],
  );
  bindSingleton(
    container,
    t.recoverFromChunkFailure,
    (storage, clock) => new RecoverFromChunkFailure(storage, clock),
    [t.chunkReloadStorage, t.clock],
  );
}
