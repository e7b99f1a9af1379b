import type { paths } from '@openapi/programme-api';
import createClient, { type Client, type Middleware } from 'openapi-fetch';

/** The typed client of the programme API, version 1. */
export type ProgrammeApiClient = Client<paths>;

export interface ProgrammeApiClientOptions {
  /** Where the API lives; same-origin `/api/v1` in the browser, an absolute URL in contract tests. */
  readonly baseUrl?: string;
  /** The CSRF token of the session the cookie holds, when there is one: the browser's reads it from its cookie. */
  readonly csrfToken: () => string | null;
  /** A fetch to use instead of the global one (tests, Node). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** More middleware, after the session's (the app reports session events and request activity). */
  readonly middleware?: readonly Middleware[];
}

export const DEFAULT_API_BASE_URL = '/api/v1';

/** Asks the API for the session in its httpOnly cookie instead of the answer (see openapi `sessionCookie`). */
export const SESSION_TRANSPORT_HEADER = 'X-Session-Transport';
/** Proves a call that changes something comes from the store's own pages (the API checks it against the session). */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The session travels in an httpOnly cookie the browser sends on its own
 * (issue 24): no page script ever holds the token. Every call asks for that
 * transport, so a sign-in, single sign-on, login-as or refresh sets the
 * cookie instead of answering the token, and carries the session's CSRF
 * token, which the API requires on every call that changes something.
 */
export function sessionCookieMiddleware(csrfToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(SESSION_TRANSPORT_HEADER, 'cookie');
      const token = csrfToken();
      if (token !== null && !request.headers.has(CSRF_HEADER)) request.headers.set(CSRF_HEADER, token);
      return request;
    },
  };
}

export function createProgrammeApiClient(options: ProgrammeApiClientOptions): ProgrammeApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_API_BASE_URL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { Accept: 'application/json' },
  });
  client.use(sessionCookieMiddleware(options.csrfToken), ...(options.middleware ?? []));
  return client;
}
