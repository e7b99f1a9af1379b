import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { currentLoginAsAccess } from '../auth/login-as-grant-repository';
import { isSessionOpen } from '../auth/token-repository';
import { InvalidTokenError, type SessionClaims, type TokenService } from '../auth/token-service';
import { ApiError } from './api-error';
import type { SessionCookies } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer hook on authenticated routes; null elsewhere. */
    memberSession: SessionClaims | null;
  }
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

/**
 * Authenticates the request. With `deferOpenCheck`, a member's own token
 * (not a login-as one) skips the sign-in's open check and the hook answers
 * true: the caller must then ask it itself, as the member gate does in the
 * statement that reads the member (one statement instead of two on every
 * member call). Otherwise it answers false, the check done.
 */
export type BearerAuthHook = (request: FastifyRequest, options?: BearerAuthOptions) => Promise<boolean>;

export interface BearerAuthOptions {
  deferOpenCheck?: boolean;
  /**
   * The call changes something: a session from the cookie must come with its
   * CSRF token (a bearer token is never sent by the browser on its own, so it needs none).
   */
  requireCsrf?: boolean;
}

/** The refusal of a token whose sign-in has ended (signed out, everywhere, or by a password change or reset). */
export function sessionSignedOut(): ApiError {
  return ApiError.unauthenticated('The session has been signed out. Please sign in again.');
}

/**
 * The reusable authentication hook: a signed, unexpired, unrevoked session
 * token whose sign-in is alive, else 401 UNAUTHENTICATED. The token comes from
 * `Authorization: Bearer ...` (other channels) or, without that header, from
 * the storefront's httpOnly session cookie, which on a call that changes
 * something must come with its CSRF token (403 CSRF_TOKEN_INVALID). Nodes keep
 * no session memory; revocation is looked up in the database on every request.
 */
export function createBearerAuth(deps: { pool: Pool; tokens: TokenService; clock: Clock; cookies: SessionCookies }): BearerAuthHook {
  return async function bearerAuth(request: FastifyRequest, options = {}): Promise<boolean> {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    const fromCookie = header === undefined ? deps.cookies.tokenOf(request) : undefined;
    const token = match?.[1] ?? fromCookie;
    if (!token) {
      throw ApiError.unauthenticated('Sign in to continue: this call needs a bearer token or the session cookie.');
    }
    let claims: SessionClaims;
    try {
      claims = await deps.tokens.verifySession(token, deps.clock.now());
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw ApiError.unauthenticated(
          error.reason === 'expired' ? 'The session has expired. Please sign in again.' : 'The session token is not valid.',
        );
      }
      throw error;
    }
    if (fromCookie !== undefined && options.requireCsrf === true && !deps.cookies.hasCsrfToken(request, claims)) {
      throw ApiError.forbidden('CSRF_TOKEN_INVALID', 'This change must come from the store itself: reload the page and try again.');
    }
    const deferred = options.deferOpenCheck === true && claims.loginAs === null;
    // This token, and its whole sign-in: signed out (from any of its tokens), everywhere, or by a password change or reset.
    if (!deferred && !(await isSessionOpen(deps.pool, claims))) throw sessionSignedOut();
    if (claims.loginAs) {
      // An admin's access is the current grant, not what the token says (issue 22 item 6).
      const access = await currentLoginAsAccess(deps.pool, claims.loginAs.sessionId, deps.clock.now());
      if (access === null) throw ApiError.unauthenticated('The support console session that opened this store has ended.');
      claims = { ...claims, loginAs: { ...claims.loginAs, adminAccessLevel: access } };
    }
    request.memberSession = claims;
    return deferred;
  };
}

/** The session of a route that the bearer hook protects; a missing one is a wiring bug, not bad input. */
export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.memberSession) {
    throw new Error(`Route ${request.routeOptions.url ?? request.url} reads the session but is not protected by the bearer hook`);
  }
  return request.memberSession;
}
