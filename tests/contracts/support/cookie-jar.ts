import { createProgrammeApiClient, type ProgrammeApiClient } from '@infrastructure/openapi-client';

/** The cookies a jar holds at one moment (name → value). */
export type CookieSnapshot = ReadonlyMap<string, string>;

/**
 * What a browser does with the API's cookies, for adapters under test in
 * Node: keeps what each answer's Set-Cookie says (a Max-Age of 0 removes),
 * and sends them back with every call. The storefront's session is an
 * httpOnly cookie, so the contract suites drive the real server through the
 * same transport as the browser, CSRF token included.
 */
export class CookieJar {
  private cookies = new Map<string, string>();

  readonly fetch = async (request: Request): Promise<Response> => {
    if (this.cookies.size > 0) {
      request.headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) this.take(line);
    return response;
  };

  /** The CSRF token the API set beside the session (plain name: the test server speaks HTTP). */
  readonly csrfToken = (): string | null => this.cookies.get('rewards_csrf') ?? null;

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  snapshot(): CookieSnapshot {
    return new Map(this.cookies);
  }

  restore(snapshot: CookieSnapshot | null): void {
    this.cookies = new Map(snapshot ?? []);
  }

  private take(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator < 0) return;
    const name = pair.slice(0, separator).trim();
    const removed = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    if (removed) this.cookies.delete(name);
    else this.cookies.set(name, pair.slice(separator + 1).trim());
  }
}

/** A programme API client that keeps its cookies in `jar`, as the storefront's does in the browser. */
export function cookieJarClient(baseUrl: string, jar: CookieJar): ProgrammeApiClient {
  return createProgrammeApiClient({ baseUrl, csrfToken: jar.csrfToken, fetch: jar.fetch });
}

/**
 * The cookies each session's answer left in a jar, so a test can put an
 * earlier session back, as a member switching to the browser that holds it
 * would. Hand it every result that may carry a session.
 */
export class SessionShelf {
  private readonly held = new WeakMap<object, CookieSnapshot>();

  constructor(private readonly jar: CookieJar) {}

  keep<R extends { readonly ok: boolean }>(result: R): R {
    const session = (result as { session?: object }).session;
    if (result.ok && session !== undefined) this.held.set(session, this.jar.snapshot());
    return result;
  }

  present(session: object | null): void {
    this.jar.restore(session === null ? null : (this.held.get(session) ?? null));
  }
}
