import { AccountStore } from '@application/account/account-store';
import { LoadAccounts } from '@application/account/load-accounts';
import { SwitchCard } from '@application/account/switch-card';
import { BrowseCatalogue } from '@application/catalogue/browse-catalogue';
import { CatalogueStore } from '@application/catalogue/catalogue-store';
import { TOKENS } from '@application/di-tokens';
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

  bindSingleton(
    container,
    t.endSession,
    (sessions, accounts, profiles) => new EndSession(sessions, accounts, profiles),
    [t.sessionStore, t.accountStore, t.profileStore],
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
    (auth, sessions, endSession) => new SignOut(auth, sessions, endSession),
    [t.authGateway, t.sessionStore, t.endSession],
  );
  bindSingleton(
    container,
    t.refreshSession,
    (auth, sessions, endSession, clock, scheduler) => new RefreshSession(auth, sessions, endSession, clock, scheduler),
    [t.authGateway, t.sessionStore, t.endSession, t.clock, t.scheduler],
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
}
