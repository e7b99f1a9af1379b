import { tokenExpiry } from '@rewards-storefront/domain/session/token-refresh-schedule';
import type { Session } from '@rewards-storefront/domain/session/session';
import type { IssuedSession } from '../ports/auth-gateway';

export type { Session };

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
