import type { SessionStorage } from '@application/ports/session-storage';
import type { paths } from '@openapi/programme-api';
import createClient, { type Client, type Middleware } from 'openapi-fetch';

/** The typed client of the programme API, version 1. */
export type ProgrammeApiClient = Client<paths>;

export interface ProgrammeApiClientOptions {
  /** Where the API lives; same-origin `/api/v1` in the browser, an absolute URL in contract tests. */
  readonly baseUrl?: string;
  /** Reads the token to present; the app passes its SessionStorage. */
  readonly sessionStorage: Pick<SessionStorage, 'read'>;
  /** A fetch to use instead of the global one (tests, Node). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** More middleware, after the bearer token's (the app reports session events and request activity). */
  readonly middleware?: readonly Middleware[];
}

export const DEFAULT_API_BASE_URL = '/api/v1';

/**
 * Operations the spec sends without an Authorization header whatever session
 * is stored: the bank's hand-off token alone says who signs in (spec §7).
 */
export const UNAUTHENTICATED_PATHS: ReadonlySet<string> = new Set(['/member/program/{slug}/login-with-token']);

/**
 * Adds the stored token as a bearer Authorization header (spec §7: "bearer
 * token header from the stored token"). A request that already carries an
 * Authorization header keeps it; without a stored token none is added, nor
 * to the {@link UNAUTHENTICATED_PATHS}.
 */
export function bearerTokenMiddleware(sessionStorage: Pick<SessionStorage, 'read'>): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (UNAUTHENTICATED_PATHS.has(schemaPath)) return request;
      const token = sessionStorage.read()?.token;
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
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
  client.use(bearerTokenMiddleware(options.sessionStorage), ...(options.middleware ?? []));
  return client;
}
