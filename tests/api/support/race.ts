import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/testing/free-port';
import type pg from 'pg';
import type { ShopProduct } from './shop';
import { loginRequest } from './test-app';

/** A loopback port nobody listens on now: callers import it from here with the rest of the race support. */
export { freePort };

export interface RaceCard {
  accountId: number;
  /** Logins of the card's members (the first is the primary holder), each with one open cart of one item when a product was given. */
  logins: string[];
  cartIds: number[];
}

/**
 * A new card with `balance` points and `members` members (an authorized
 * redeemer each but the first), each with their own open cart holding one
 * `product` (none without a product): the carts of one card that race for its
 * points. Passwords are elite's (the demo password).
 */
export async function createRaceCard(pool: pg.Pool, input: { balance: number; members: number; product?: ShopProduct }): Promise<RaceCard> {
  const tag = randomBytes(4).toString('hex');
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO account (programme_id, card_product_id, reference_identifier, masked_number, name_on_card)
     SELECT p.id, cp.id, $1, '**** 0000', 'RACE' FROM programme p JOIN card_product cp ON cp.programme_id = p.id
      WHERE p.slug = 'demo' AND cp.reference_identifier = 'ELITE' RETURNING id`,
    [`ACC-RACE-${tag}`],
  );
  const accountId = rows[0]!.id;
  await pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', $2, 'race')", [
    accountId,
    input.balance,
  ]);
  const members = await pool.query<{ id: number; login: string }>(
    `INSERT INTO member (programme_id, user_account, password_hash, first_name, last_name, email, rules_accepted_at)
     SELECT e.programme_id, 'race-' || $1 || '-' || n, e.password_hash, 'Racer', 'N' || n, 'racer' || n || '@example.com', now()
       FROM member e CROSS JOIN generate_series(1, $2) AS n WHERE e.user_account = 'elite'
     RETURNING id, user_account AS login`,
    [tag, input.members],
  );
  const ordered = [...members.rows].sort((a, b) => a.id - b.id);
  await pool.query(
    `INSERT INTO account_member (account_id, member_id, is_primary) SELECT $1, m, m = $2 FROM unnest($3::bigint[]) AS m`,
    [accountId, ordered[0]!.id, ordered.map((member) => member.id)],
  );
  const logins = ordered.map((member) => member.login);
  const { product } = input;
  if (!product) return { accountId, logins, cartIds: [] };
  const carts = await pool.query<{ id: number; member_id: number }>(
    `INSERT INTO shopping_cart (member_id, account_id, currency_id) SELECT m, $1, 1 FROM unnest($2::bigint[]) AS m RETURNING id, member_id`,
    [accountId, ordered.map((member) => member.id)],
  );
  const cartOf = new Map(carts.rows.map((cart) => [Number(cart.member_id), cart.id]));
  await pool.query(
    `INSERT INTO shopping_cart_item (shopping_cart_id, product_variant_id, product_collection_id, catalog_id, quantity, price_points)
     SELECT c, $2, $3, $4, 1, $5 FROM unnest($1::bigint[]) AS c`,
    [carts.rows.map((cart) => cart.id), product.variantId, product.collectionId, product.catalogId, product.price],
  );
  return { accountId, logins, cartIds: ordered.map((member) => cartOf.get(member.id)!) };
}

export interface ServerProcess {
  /** Base URL of the programme API, e.g. http://127.0.0.1:1234/api/v1. */
  url: string;
  /** What the server printed so far. */
  output(): string;
  /** SIGTERM: the server's own shutdown (drain, pool, then its PostgreSQL). */
  stop(): Promise<void>;
  /** SIGKILL to the server's process group: the server and the embedded PostgreSQL it started die at once, as in a crash. */
  crash(): Promise<void>;
}

export interface ServerProcessOptions {
  /** An existing database; without one the server starts its embedded PostgreSQL in `DATA_DIR` (see `env`). */
  databaseUrl?: string;
  tokenSecret: string;
  /** Extra environment, e.g. DATA_DIR, PG_PORT, TMPDIR. */
  env?: Record<string, string>;
  /** The folder to run `server/main.ts` from: the repo by default. */
  cwd?: string;
  /** How long to wait for "ready" (a first embedded start runs initdb, the migrations and the seed). */
  startTimeoutMs?: number;
}

/** The real server (`server/main.ts`) in a process of its own, over real HTTP. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TOKEN_SIGNING_KEYS: `race:${options.tokenSecret}`,
    STOREFRONT_DIR: join(tmpdir(), 'no-storefront-build-here'),
    DATABASE_POOL_MAX: '8',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // As `npm start` runs it: one Node process that gets the signals itself (server/README.md, graceful shutdown). A process
  // group of its own lets crash() reach the embedded PostgreSQL it starts too.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.cwd ?? process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // The process can exit before its last lines are read from the pipe: wait for the pipes to close too,
  // though not forever (a grandchild such as PostgreSQL could hold them open).
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      const timer = setTimeout(resolve, 2_000);
      child.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timeoutMs = options.startTimeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
      child.kill('SIGTERM');
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Rewards storefront ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async crash() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
  };
}

/** Signs a member in over HTTP (a server process of startServerProcess) and answers the bearer token. */
export async function httpLogin(apiUrl: string, userAccount: string): Promise<string> {
  const request = loginRequest(userAccount);
  const response = await fetch(`${apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.payload) });
  if (!response.ok) throw new Error(`login ${userAccount}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** An idempotent POST (checkout, redemption) over HTTP. */
export function httpPost(apiUrl: string, path: string, token: string, idempotencyKey: string, payload: object): Promise<HttpAnswer> {
  return fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(payload),
  }).then(async (response) => ({ status: response.status, body: await response.text() }));
}
