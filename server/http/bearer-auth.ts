import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { currentLoginAsAccess } from '../auth/login-as-grant-repository';
import { isSessionOpen } from '../auth/token-repository';
import { InvalidTokenError, type SessionClaims, type TokenService } from '../auth/token-service';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer hook on authenticated routes; null elsewhere. */
    memberSession: SessionClaims | null;
  }
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

export type BearerAuthHook = (request: FastifyRequest) => Promise<void>;

/**
 * The reusable authentication hook: a signed, unexpired, unrevoked session
 * token in `Authorization: Bearer ...` whose sign-in is alive, else 401
 * UNAUTHENTICATED. Nodes keep no session memory; revocation is looked up in
 * the database on every request.
 */
export function createBearerAuth(deps: { pool: Pool; tokens: TokenService; clock: Clock }): BearerAuthHook {
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[1]) {
      throw ApiError.unauthenticated('Sign in to continue: this call needs a bearer token.');
    }
    let claims: SessionClaims;
    try {
      claims = await deps.tokens.verifySession(match[1], deps.clock.now());
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw ApiError.unauthenticated(
          error.reason === 'expired' ? 'The session has expired. Please sign in again.' : 'The session token is not valid.',
        );
      }
      throw error;
    }
    // This token, and its whole sign-in: signed out (from any of its tokens), everywhere, or by a password change or reset.
    if (!(await isSessionOpen(deps.pool, claims))) {
      throw ApiError.unauthenticated('The session has been signed out. Please sign in again.');
    }
    if (claims.loginAs) {
      // An admin's access is the current grant, not what the token says (issue 22 item 6).
      const access = await currentLoginAsAccess(deps.pool, claims.loginAs.sessionId, deps.clock.now());
      if (access === null) throw ApiError.unauthenticated('The support console session that opened this store has ended.');
      claims = { ...claims, loginAs: { ...claims.loginAs, adminAccessLevel: access } };
    }
    request.memberSession = claims;
  };
}

/** The session of a route that the bearer hook protects; a missing one is a wiring bug, not bad input. */
export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.memberSession) {
    throw new Error(`Route ${request.routeOptions.url ?? request.url} reads the session but is not protected by the bearer hook`);
  }
  return request.memberSession;
}
