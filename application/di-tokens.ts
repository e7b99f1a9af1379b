import type { SchedulerLike } from 'rxjs';
import type { AccountStore } from './account/account-store';
import type { LoadAccounts } from './account/load-accounts';
import type { SwitchCard } from './account/switch-card';
import type { BrowseCatalogue } from './catalogue/browse-catalogue';
import type { CatalogueStore } from './catalogue/catalogue-store';
import type { AccountGateway } from './ports/account-gateway';
import type { AuthGateway } from './ports/auth-gateway';
import type { CatalogueGateway } from './ports/catalogue-gateway';
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

  // Stores
  sessionStore: token<SessionStore>('SessionStore'),
  accountStore: token<AccountStore>('AccountStore'),
  profileStore: token<ProfileStore>('ProfileStore'),
  catalogueStore: token<CatalogueStore>('CatalogueStore'),

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
} as const;
