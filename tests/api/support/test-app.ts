import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppConfig } from '../../../server/app';
import type { PasswordCheckPool } from '../../../server/auth/password-check-pool';
import type { Clock } from '../../../server/clock';
import { DEMO_PASSWORD } from '../../../server/database/seed/demo-members';
import { createTestDatabase, type TestDatabase } from './test-database';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date()) {}

  now(): Date {
    return new Date(this.current);
  }

  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** The real app on its own copy of the seeded database, for `inject` calls. */
export async function createTestApp(
  options: {
    storefrontDir?: string;
    clock?: Clock;
    tokenSecret?: string;
    logger?: FastifyServerOptions['logger'];
    /** Any other setting of buildApp (sandbox, serveSourceMaps, adapters, …). */
    config?: Partial<AppConfig>;
    /** The password checks' threads and queue, for tests that count hashes or fill the queue. */
    passwordCheckPool?: PasswordCheckPool;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await buildApp({
    pool: db.pool,
    config: {
      programmeSlug: 'demo',
      storefrontDir: options.storefrontDir ?? join(tmpdir(), 'no-storefront-build-here'),
      ...(options.tokenSecret ? { signingKeys: [{ id: 'test', secret: options.tokenSecret }] } : {}),
      logger: options.logger ?? false,
      // Passwords set by registration and recovery: cheap settings, like the seeded ones (the hash records them).
      passwordHashParameters: { N: 1024, r: 8, p: 1, keyLength: 64 },
      ...(options.clock ? { clock: options.clock } : {}),
      // A page waits 300 ms for its guest content, then goes without: on a loaded CI machine the first page's cold
      // queries passed that once (November 2026) and a test reading the inlined content found none. The fallback has a
      // test of its own (tests/api/guest-content-cache.test.ts), which sets a short wait.
      guestContentTimeoutMs: 10_000,
      // Tests write content with SQL and read the next page at once; a node that listens hears a change a moment
      // after the commit returns. The listening has tests of its own (content-version-watch, guest-content-cache).
      contentChangeNotifications: false,
      ...options.config,
      ...(options.passwordCheckPool ? { passwordCheckPool: options.passwordCheckPool } : {}),
    },
  }).catch(async (error: unknown) => {
    await db.drop();
    throw error;
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

export function loginRequest(userAccount: string, password = DEMO_PASSWORD, programSlug = 'demo') {
  return {
    method: 'POST' as const,
    url: '/api/v1/auth/login',
    payload: { user_account: userAccount, password, program_slug: programSlug, type: 'member' },
  };
}

/** A client address of its own for the `index`th set-up sign-in (198.18.0.0/15, for benchmarks). */
function setUpAddress(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/**
 * Tokens for many members that only set a race up, 16 sign-ins at a time,
 * each from an address of its own: the sign-in's own guards (two attempts
 * per address at once, a hashing queue of 64) are not what the race measures.
 */
export async function loginAll(app: FastifyInstance, userAccounts: readonly string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < userAccounts.length; start += 16) {
    const batch = userAccounts.slice(start, start + 16);
    tokens.push(...(await Promise.all(batch.map((userAccount, offset) => login(app, userAccount, setUpAddress(start + offset))))));
  }
  return tokens;
}

export async function login(app: FastifyInstance, userAccount: string, remoteAddress?: string): Promise<string> {
  const response = await app.inject({ ...loginRequest(userAccount), ...(remoteAddress ? { remoteAddress } : {}) });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${userAccount} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ data: { token: string } }>().data.token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface ErrorResponseBody {
  code: string;
  message: string;
  errors?: Array<{ field: string; message: string }>;
  data?: unknown;
}

export function errorBody(response: LightMyRequestResponse): ErrorResponseBody {
  return response.json<ErrorResponseBody>();
}
