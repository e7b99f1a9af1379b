import type { SessionClaims } from './token-service';

/**
 * Who acts in a write (issue 22 item 4): the member, as themselves or as the
 * member an admin acts for, and in login-as mode the admin with the login-as
 * session. Every debit and change records it.
 */
export interface ActingAgent {
  memberId: number;
  adminId: number | null;
  loginAsSessionId: string | null;
}

export function actingAgentOf(session: SessionClaims): ActingAgent {
  return {
    memberId: session.memberId,
    adminId: session.loginAs?.adminId ?? null,
    loginAsSessionId: session.loginAs?.sessionId ?? null,
  };
}
