import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { IssuedSessionToken } from './token-claims';

/** A session a sign-in, a refresh, single sign-on or login-as has just opened, before it is delivered (see server/http/session-cookie.ts). */
export interface IssuedSession extends IssuedSessionToken {
  /** After a sign-in with a password: the device's token for its own count of attempts. */
  deviceToken?: string;
  /**
   * On a session just opened (not a refresh): the member's preferred language, so the store lands in it at
   * once instead of showing its page in the other language until the profile arrives (issue 24).
   */
  preferredLanguage?: Locale;
}

/** The session as the API answers it (components/schemas/Session). */
export interface Session {
  /** Absent when the session travels in the httpOnly cookie instead: page script never sees it. */
  token?: string;
  token_type: 'bearer';
  expires_in: number;
  member_id: number;
  admin_id?: number;
  device_token?: string;
  preferred_language?: Locale;
}

/** The answer's body: the token only for a caller that presents it itself (a bearer client, not the storefront's cookie). */
export function sessionBody(issued: IssuedSession, withToken: boolean): Session {
  return {
    ...(withToken ? { token: issued.token } : {}),
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    member_id: issued.memberId,
    ...(issued.adminId === null ? {} : { admin_id: issued.adminId }),
    ...(issued.deviceToken === undefined ? {} : { device_token: issued.deviceToken }),
    ...(issued.preferredLanguage === undefined ? {} : { preferred_language: issued.preferredLanguage }),
  };
}
