import { AccountStore } from '@application/account/account-store';
import { MemorySlot } from './memory-slot';
import { LoadAccounts } from '@application/account/load-accounts';
import type { Clock } from '@application/ports/clock';
import { ContentStore } from '@application/content/content-store';
import { ContextStore } from '@application/context/context-store';
import { LocaleStore } from '@application/locale/locale-store';
import { PendingActionsStore } from '@application/pending-actions/pending-actions-store';
import { NavigationHoldStore } from '@application/routing/navigation-hold-store';
import { LoadProfile } from '@application/profile/load-profile';
import { ProfileStore } from '@application/profile/profile-store';
import { EndSession } from '@application/session/end-session';
import { ExpireSession } from '@application/session/expire-session';
import { LoadMemberData } from '@application/session/load-member-data';
import { LoginAsStore } from '@application/session/login-as-store';
import type { Session } from '@application/session/session';
import { SessionExpiryStore } from '@application/session/session-expiry-store';
import { SessionStore } from '@application/session/session-store';
import { SignOut } from '@application/sign-in/sign-out';
import { ViewerStore } from '@application/session/viewer-store';
import type { LoginAsState } from '@application/ports/login-as-storage';
import { ALEX_MEMBER_ID } from './account-fixtures';
import { FakeAccountGateway } from './fake-account-gateway';
import { FakeAuthGateway } from './fake-auth-gateway';
import { FakeContentGateway } from './fake-content-gateway';
import { FakePendingActionGateway } from './fake-pending-action-gateway';
import { FakeProfileGateway } from './fake-profile-gateway';
import { FixedClock } from './fixed-clock';
import { RecordingErrorReporter } from './recording-error-reporter';

export interface SessionGraphOptions {
  /** Signed in as this member when the test starts; a visitor when null. */
  readonly memberId?: number | null;
  readonly clock?: Clock;
  /** Login-as details stored with the session (an admin logged in as the member). */
  readonly loginAs?: LoginAsState | null;
  readonly accounts?: FakeAccountGateway;
  readonly profiles?: FakeProfileGateway;
  /** The content service; its configuration loads as soon as the graph is built. */
  readonly content?: FakeContentGateway;
}

/** A session for `memberId` issued now, valid for an hour. */
export function aSessionFor(memberId: number, clock: Clock): Session {
  const issuedAt = clock.now();
  return { memberId, issuedAt, expiresAt: new Date(issuedAt.getTime() + 3_600_000), isSso: false };
}

/**
 * The application's session stores and use cases built with `new` on fakes,
 * for use-case tests that need the real collaboration of several of them
 * (sign-out, expiry, login-as, 401 handling).
 */
export function buildSessionGraph(options: SessionGraphOptions = {}) {
  const clock = options.clock ?? new FixedClock();
  const memberId = options.memberId === undefined ? ALEX_MEMBER_ID : options.memberId;
  const sessionStorage = new MemorySlot<Session>(memberId === null ? null : aSessionFor(memberId, clock));
  const loginAsStorage = new MemorySlot<LoginAsState>(options.loginAs ?? null);
  const sessions = new SessionStore(sessionStorage, clock);
  const accounts = new AccountStore();
  const profiles = new ProfileStore();
  const locales = new LocaleStore('en-CA');
  const context = new ContextStore(sessions, accounts, locales);
  const errors = new RecordingErrorReporter();
  const contentGateway = options.content ?? new FakeContentGateway();
  const content = new ContentStore(context, contentGateway, errors);
  const loginAs = new LoginAsStore(loginAsStorage, sessions);
  const viewer = new ViewerStore(sessions, loginAs, profiles);
  const languageCheck = new MemorySlot<number>();
  const pendingActionGateway = new FakePendingActionGateway();
  const pendingActions = new PendingActionsStore(context, pendingActionGateway, errors);
  const endSession = new EndSession(sessions, accounts, profiles, [loginAs, languageCheck, pendingActions]);
  const auth = new FakeAuthGateway();
  auth.signedInMemberId = memberId;
  const navigationHold = new NavigationHoldStore();
  const signOut = new SignOut(auth, sessions, endSession, accounts, profiles, viewer, content, navigationHold);
  const expiry = new SessionExpiryStore();
  const expireSession = new ExpireSession(sessions, signOut, expiry);
  const accountGateway = options.accounts ?? new FakeAccountGateway();
  const profileGateway = options.profiles ?? new FakeProfileGateway();
  const currentAccount = new MemorySlot<number>();
  const loadMemberData = new LoadMemberData(
    new LoadAccounts(accountGateway, accounts, currentAccount, errors),
    new LoadProfile(profileGateway, profiles, errors),
  );
  return {
    clock,
    sessionStorage,
    loginAsStorage,
    sessions,
    accounts,
    profiles,
    locales,
    context,
    content,
    contentGateway,
    loginAs,
    viewer,
    languageCheck,
    pendingActions,
    pendingActionGateway,
    endSession,
    errors,
    auth,
    signOut,
    navigationHold,
    expiry,
    expireSession,
    accountGateway,
    profileGateway,
    loadMemberData,
  };
}
