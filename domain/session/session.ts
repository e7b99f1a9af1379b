/**
 * The member's session as the client keeps it (spec §3 Session). A domain
 * type so the session storage port and the session's use cases share it
 * without the port importing application/session.
 *
 * It holds no credential: the session token itself travels in an httpOnly
 * cookie the browser keeps and page script never reads (issue 24). What is
 * kept here is what the store needs to know about it: whose it is, when it
 * was issued and when it expires (for the refresh at 90% and the idle
 * timeout), and how it was opened.
 */
export interface Session {
  readonly memberId: number;
  /** When the client received the session; the refresh schedule counts from here. */
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** True when the session was opened by single sign-on from online banking. */
  readonly isSso: boolean;
}
