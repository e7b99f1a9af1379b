import { AcceptPendingActions } from '../pending-actions/accept-pending-actions';
import type { LazyPorts, Ports } from '../ports/ports';
import type { Session } from '../session/session-capability';
import { LogInAsMember } from './log-in-as-member';
import { ReturnToAdmin } from './return-to-admin';
import { SignIn } from './sign-in';
import { SignInWithSso } from './sign-in-with-sso';

/**
 * Opening a session and what stands at its door: the sign-in form, single
 * sign-on from online banking, an admin's log-in-as link and the way back to
 * the console, and accepting pending actions (spec §4, §6, §7). Bound with
 * the routes that need it: a member browsing the shop never downloads it.
 * The session it opens, and everything that keeps it, are the session's.
 */
export function createSignIn(ports: Ports & LazyPorts['signIn'], { session }: { session: Session }) {
  const { authGateway: auth, loginAsGateway, clock, errorReporter: errors } = ports;
  const { sessionStore, accountStore, profileStore, loginAsStore, endSession, loadMemberData, pendingActionsStore } = session;
  const opening = { sessions: sessionStore, accounts: accountStore, profiles: profileStore, clock };
  return {
    signIn: new SignIn(auth, opening),
    signInWithSso: new SignInWithSso(auth, opening),
    logInAsMember: new LogInAsMember(loginAsGateway, sessionStore, accountStore, profileStore, loginAsStore, endSession, clock),
    returnToAdmin: new ReturnToAdmin(loginAsGateway, loginAsStore, profileStore, endSession),
    acceptPendingActions: new AcceptPendingActions(
      ports.pendingActionGateway,
      pendingActionsStore,
      sessionStore,
      accountStore,
      loadMemberData,
      errors,
    ),
  };
}

export type SignInCapability = ReturnType<typeof createSignIn>;
