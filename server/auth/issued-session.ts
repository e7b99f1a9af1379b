import type { IssuedToken } from './token-claims';

/** The session the store receives after a sign-in, a refresh or single sign-on. */
export interface Session {
  token: string;
  token_type: 'bearer';
  expires_in: number;
  /** After a sign-in with a password: the device's token for its own count of attempts. */
  device_token?: string;
}

export function toSession(issued: IssuedToken): Session {
  return { token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn };
}
