import { AccountStore } from '@application/account/account-store';
import { LoadAccounts } from '@application/account/load-accounts';
import { SwitchCard } from '@application/account/switch-card';
import { BrowseCatalogue } from '@application/catalogue/browse-catalogue';
import { CatalogueStore } from '@application/catalogue/catalogue-store';
import { BroadcastStore } from '@application/content/broadcast-store';
import { ContentPageStore } from '@application/content/content-page-store';
import { ContentStore } from '@application/content/content-store';
import { LoadContent } from '@application/content/load-content';
import { LoadContentPage } from '@application/content/load-content-page';
import { SiteChrome } from '@application/content/site-chrome';
import { TOKENS } from '@application/di-tokens';
import { NotificationStore } from '@application/notifications/notification-store';
import { LoadProfile } from '@application/profile/load-profile';
import { ProfileStore } from '@application/profile/profile-store';
import { EndSession } from '@application/session/end-session';
import { LoadMemberData } from '@application/session/load-member-data';
import { RefreshSession } from '@application/session/refresh-session';
import { SessionStore } from '@application/session/session-store';
import { SignIn } from '@application/session/sign-in';
import { SignInWithSso } from '@application/session/sign-in-with-sso';
import { SignOut } from '@application/session/sign-out';
import type { Container } from 'inversify';
import { bindSingleton } from './bind';
import { bindCatalogue } from './bind-catalogue';
import { bindSessionAndRouting } from './bind-session-and-routing';

/**
 * Binds the application's stores and use cases, all singletons, on top of
 * ports already bound in `container` (real adapters in the composition root,
 * fakes in UI tests). Knows nothing of infrastructure.
 */
export function bindApplication(container: Container): void {
  const t = TOKENS;
  bindSingleton(container, t.sessionStore, (storage, clock) => new SessionStore(storage, clock), [t.sessionStorage, t.clock]);
  bindSingleton(container, t.accountStore, () => new AccountStore(), []);
  bindSingleton(container, t.profileStore, () => new ProfileStore(), []);
  bindSingleton(container, t.catalogueStore, () => new CatalogueStore(), []);
  bindSingleton(container, t.contentStore, () => new ContentStore(), []);
  bindSingleton(container, t.contentPageStore, () => new ContentPageStore(), []);
  bindSingleton(container, t.notificationStore, () => new NotificationStore(), []);
  bindSingleton(
    container,
    t.broadcastStore,
    (storage, content, accounts) => new BroadcastStore(storage, content, accounts),
    [t.dismissedBroadcasts, t.contentStore, t.accountStore],
  );
  bindSingleton(
    container,
    t.siteChrome,
    (viewers, profiles, accounts, content, userAgent) => new SiteChrome(viewers, profiles, accounts, content, userAgent),
    [t.viewerStore, t.profileStore, t.accountStore, t.contentStore, t.userAgent],
  );

  bindSingleton(
    container,
    t.endSession,
    // Login-as details, the language check, pending actions and the member's wishlist, cart and
    // product group live and die with the session.
    (sessions, accounts, profiles, loginAs, languageCheck, pendingActions, wishlist, cart, productGroup) =>
      new EndSession(sessions, accounts, profiles, [loginAs, languageCheck, pendingActions, wishlist, cart, productGroup]),
    [
      t.sessionStore,
      t.accountStore,
      t.profileStore,
      t.loginAsStore,
      t.languageCheckStorage,
      t.pendingActionsStore,
      t.wishlistStore,
      t.cartStore,
      t.productGroupStore,
    ],
  );
  bindSingleton(
    container,
    t.signIn,
    (auth, sessions, accounts, profiles, clock) => new SignIn(auth, sessions, accounts, profiles, clock),
    [t.authGateway, t.sessionStore, t.accountStore, t.profileStore, t.clock],
  );
  bindSingleton(
    container,
    t.signInWithSso,
    (auth, sessions, accounts, profiles, clock) => new SignInWithSso(auth, sessions, accounts, profiles, clock),
    [t.authGateway, t.sessionStore, t.accountStore, t.profileStore, t.clock],
  );
  bindSingleton(
    container,
    t.signOut,
    (auth, sessions, endSession, accounts, profiles, viewer, content, loadContent, hold) =>
      new SignOut(auth, sessions, endSession, accounts, profiles, viewer, content, loadContent, hold),
    [
      t.authGateway,
      t.sessionStore,
      t.endSession,
      t.accountStore,
      t.profileStore,
      t.viewerStore,
      t.contentStore,
      t.loadContent,
      t.navigationHold,
    ],
  );
  bindSingleton(
    container,
    t.refreshSession,
    (auth, sessions, expireSession, clock, scheduler) => new RefreshSession(auth, sessions, expireSession, clock, scheduler),
    [t.authGateway, t.sessionStore, t.expireSession, t.clock, t.scheduler],
  );
  bindSingleton(
    container,
    t.loadAccounts,
    (gateway, accounts, current, endSession, errors) => new LoadAccounts(gateway, accounts, current, endSession, errors),
    [t.accountGateway, t.accountStore, t.currentAccountStorage, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.switchCard,
    (accounts, current) => new SwitchCard(accounts, current),
    [t.accountStore, t.currentAccountStorage],
  );
  bindSingleton(
    container,
    t.loadProfile,
    (gateway, profiles, endSession, errors) => new LoadProfile(gateway, profiles, endSession, errors),
    [t.profileGateway, t.profileStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.loadMemberData,
    (sessions, accounts, loadAccounts, loadProfile) => new LoadMemberData(sessions, accounts, loadAccounts, loadProfile),
    [t.sessionStore, t.accountStore, t.loadAccounts, t.loadProfile],
  );
  bindSingleton(
    container,
    t.browseCatalogue,
    (gateway, store, sessions, accounts, endSession, errors) =>
      new BrowseCatalogue(gateway, store, sessions, accounts, endSession, errors),
    [t.catalogueGateway, t.catalogueStore, t.sessionStore, t.accountStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.loadContent,
    (gateway, store, sessions, endSession, errors) => new LoadContent(gateway, store, sessions, endSession, errors),
    [t.contentGateway, t.contentStore, t.sessionStore, t.endSession, t.errorReporter],
  );
  bindSingleton(
    container,
    t.loadContentPage,
    (gateway, store, sessions, endSession, errors) => new LoadContentPage(gateway, store, sessions, endSession, errors),
    [t.contentGateway, t.contentPageStore, t.sessionStore, t.endSession, t.errorReporter],
  );
  bindSessionAndRouting(container);
  bindCatalogue(container);
}
