import { tokenExpiry } from '@rewards-storefront/domain/session/token-refresh-schedule';
import type { Session } from '@rewards-storefront/domain/session/session';
import type { IssuedSession } from '../ports/auth-gateway';

export type { Session };

/** Turns a freshly issued session into what the client keeps (its token stays in the browser's httpOnly cookie). */
export function sessionFrom(issued: IssuedSession, now: Date, isSso: boolean): Session {
  return {
    memberId: issued.memberId,
    issuedAt: now,
    expiresAt: tokenExpiry(now, issued.expiresInSeconds),
    isSso,
  };
}
