/**
 * The member's session as the client keeps it (spec §3 Session). A domain
 * type so the session storage port and the session's use cases share it
 * without the port importing application/session.
 */
export interface Session {
  readonly token: string;
  readonly memberId: number;
  /** When the client received the token; the refresh schedule counts from here. */
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** True when the session was opened by single sign-on from online banking. */
  readonly isSso: boolean;
}
