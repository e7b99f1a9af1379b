import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionBody, type IssuedSession, type Session } from '../auth/issued-session';
import type { SessionClaims, TokenService } from '../auth/token-service';
import { isSecureRequest, readCookie } from './cookies';

/**
 * The storefront's session travels in an httpOnly cookie (issue 24): no
 * session credential is readable by page script, so a script injected into
 * the store cannot carry the member's session away. The storefront asks for
 * it with `X-Session-Transport: cookie` on the calls that open a session;
 * other channels calling the API directly keep bearer tokens in the answer.
 *
 * A cookie is sent by the browser on its own, so every call it authenticates
 * that changes something must also carry `X-CSRF-Token`: a keyed hash of the
 * sign-in, which the store reads from a second cookie (readable by script,
 * worthless without the session) and another site can neither read nor send.
 * SameSite=Lax keeps the session off other sites' posts as well; a bank does
 * not rest on that alone.
 */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
export const CSRF_HEADER = 'x-csrf-token';

/** Cookie names: `__Host-` (Secure, Path=/, no Domain: no sibling host can set or shadow them) whenever the request is HTTPS. */
const SESSION_COOKIE = 'rewards_session';
const CSRF_COOKIE = 'rewards_csrf';
const CSRF_PURPOSE = 'storefront-csrf';

/**
 * Whether the request carries a session cookie under either name, valid or
 * not: the storefront's pages then belong to a member (or to a session just
 * gone), never to a visitor's shared, server-rendered page.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  return [SESSION_COOKIE, `__Host-${SESSION_COOKIE}`].some((name) => readCookie(request, name) !== undefined);
}

export class SessionCookies {
  constructor(
    private readonly tokens: Pick<TokenService, 'mac' | 'verifyMac'>,
    /** `alwaysSecure` (SECURE_COOKIES, on in production): Secure and `__Host-` whatever scheme the request seems to use. */
    private readonly options: { readonly alwaysSecure: boolean } = { alwaysSecure: false },
  ) {}

  private isSecure(request: FastifyRequest): boolean {
    return this.options.alwaysSecure || isSecureRequest(request);
  }

  private cookieName(request: FastifyRequest, name: string): string {
    return this.isSecure(request) ? `__Host-${name}` : name;
  }

  private setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge: number, attributes: string): void {
    const secure = this.isSecure(request) ? '; Secure' : '';
    void reply.header('Set-Cookie', `${this.cookieName(request, name)}=${value}; Path=/; Max-Age=${maxAge}; ${attributes}${secure}`);
  }

  /** Whether the caller asked for the session in a cookie (the storefront does). */
  wantsCookie(request: FastifyRequest): boolean {
    return request.headers[SESSION_TRANSPORT_HEADER] === 'cookie';
  }

  /**
   * Delivers a session just opened or renewed: in the two cookies for the
   * storefront (the answer then carries no token), in the answer for a bearer client.
   */
  deliver(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): Session {
    if (!this.wantsCookie(request)) return sessionBody(issued, true);
    this.setCookie(request, reply, SESSION_COOKIE, issued.token, issued.expiresIn, 'HttpOnly; SameSite=Lax');
    this.setCookie(request, reply, CSRF_COOKIE, this.tokens.mac(CSRF_PURPOSE, issued.signInSessionId), issued.expiresIn, 'SameSite=Strict');
    return sessionBody(issued, false);
  }

  /** Removes both cookies (sign-out, and any answer that says the session is gone). */
  clear(request: FastifyRequest, reply: FastifyReply): void {
    this.setCookie(request, reply, SESSION_COOKIE, '', 0, 'HttpOnly; SameSite=Lax');
    this.setCookie(request, reply, CSRF_COOKIE, '', 0, 'SameSite=Strict');
  }

  /** The session token the request's cookie carries, if any. */
  tokenOf(request: FastifyRequest): string | undefined {
    return readCookie(request, this.cookieName(request, SESSION_COOKIE));
  }

  /** Whether the request carries the CSRF token of the session its cookie holds. */
  hasCsrfToken(request: FastifyRequest, session: SessionClaims): boolean {
    const presented = request.headers[CSRF_HEADER];
    return typeof presented === 'string' && this.tokens.verifyMac(CSRF_PURPOSE, session.signInSessionId, presented);
  }
}
