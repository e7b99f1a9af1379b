import { tokenExpiry } from '@domain/session/token-refresh-schedule';
import type { IssuedSession } from '../ports/auth-gateway';

/** The member's session as the client keeps it (spec §3 Session). */
export interface Session {
  readonly token: string;
  readonly memberId: number;
  /** When the client received the token; the refresh schedule counts from here. */
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** True when the session was opened by single sign-on from online banking. */
  readonly isSso: boolean;
}

/** Turns a freshly issued token into the session the client keeps. */
export function sessionFrom(issued: IssuedSession, now: Date, isSso: boolean): Session {
  return {
    token: issued.token,
    memberId: issued.memberId,
    issuedAt: now,
    expiresAt: tokenExpiry(now, issued.expiresInSeconds),
    isSso,
  };
}
