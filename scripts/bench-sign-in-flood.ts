/**
 * Sign-in flood benchmark (`npm run bench:sign-in-flood`, issue 22 item 8): a
 * fresh server (embedded PostgreSQL, demo data, TRUST_PROXY so X-Forwarded-For
 * stands for the client address) and three probes measured with autocannon:
 *   - the shop page (`/shop`, the built storefront),
 *   - the product list (guest API call),
 *   - a correct sign-in (a member on their known device; and one on a new device),
 * first on a quiet server, then while
 *   A. 300 wrong passwords (300 names) arrive at once from one address,
 *   B. 300 wrong passwords arrive at once spread over 10 addresses.
 * Prints p50/p99 per probe and phase, the p99 ratio to the quiet baseline
 * (target: within 2×), what the flood was answered, and the wrong passwords
 * hashed per address (failures kept in `sign_in_attempt`; target: at most the
 * address limit, 30). The machine's core count is printed beside them.
 *
 * Options (environment): BENCH_DURATION (s per phase, 12), BENCH_CONNECTIONS
 * (per page probe, 4), PASSWORD_HASH_THREADS / PASSWORD_HASH_QUEUE (the
 * server's, passed through).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { CLIENT_ADDRESS_SIGN_IN_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { defaultHashThreads } from '../server/auth/password-check-pool';
import { startServerOn, withDemoDatabase } from './support/bench-database';
import { autocannon, stopServer, type AutocannonResult } from './support/bench-server';

const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const STOREFRONT = join(process.cwd(), 'dist', 'storefront');
const PASSWORD = 'Rewards#2026';
const WRONG = 'Wrong#2026';

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

const signInBody = (userAccount: string, password: string, deviceToken?: string) =>
  JSON.stringify({ user_account: userAccount, password, program_slug: 'demo', type: 'member', ...(deviceToken ? { device_token: deviceToken } : {}) });

async function deviceTokenOf(api: string, userAccount: string): Promise<string> {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
    body: signInBody(userAccount, PASSWORD),
  });
  if (!response.ok) throw new Error(`signing in as ${userAccount} answered ${response.status}`);
  return ((await response.json()) as { data: { device_token: string } }).data.device_token;
}

interface Probe {
  name: string;
  run: () => Promise<AutocannonResult>;
}

function probes(base: string, api: string, device: string): Probe[] {
  /** One correct sign-in at a time from `address`: the sign-ins the flood must not slow down. */
  const signIn = (name: string, address: string, body: string): Probe => ({
    name,
    run: () =>
      autocannon({
        url: `${api}/auth/login`,
        method: 'POST',
        connections: 1,
        duration: DURATION,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body,
      }),
  });
  return [
    { name: '/shop', run: () => autocannon({ url: `${base}/shop`, connections: CONNECTIONS, duration: DURATION }) },
    {
      name: 'product list',
      run: () => autocannon({ url: `${api}/guest/product?currency_id=1&program_slug=demo`, connections: CONNECTIONS, duration: DURATION }),
    },
    signIn('sign-in, known device', '192.0.2.11', signInBody('elite', PASSWORD, device)),
    signIn('sign-in, new device', '192.0.2.12', signInBody('business', PASSWORD)),
  ];
}

/** `count` wrong passwords, each on its own name, all at once, from `addresses` (round-robin). */
async function flood(api: string, count: number, addresses: string[], tag: string): Promise<{ ms: number; statuses: Map<number, number> }> {
  const started = performance.now();
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addresses[i % addresses.length] as string },
        body: signInBody(`${tag}-${i}`, WRONG),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }),
  );
  return { ms: performance.now() - started, statuses };
}

/** Wrong passwords hashed per address: each leaves one failure row; refused and unhashed attempts leave none. */
async function hashedPerAddress(pool: Pool, addresses: string[]): Promise<number[]> {
  const { rows } = await pool.query<{ key: string; n: number }>(
    "SELECT account_key AS key, count(*)::int AS n FROM sign_in_attempt WHERE account_key = ANY($1) AND NOT in_flight GROUP BY account_key",
    [addresses.map((address) => `address:${address}`)],
  );
  return addresses.map((address) => rows.find((row) => row.key === `address:${address}`)?.n ?? 0);
}

type Phase = { name: string; results: Map<string, AutocannonResult>; note: string };

async function measure(name: string, list: Probe[], during?: () => Promise<string>): Promise<Phase> {
  console.log(`measuring: ${name} (${DURATION} s) …`);
  const running = Promise.all(list.map(async (probe) => [probe.name, await probe.run()] as const));
  let note = '';
  if (during) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    note = await during();
  }
  return { name, results: new Map(await running), note };
}

async function main(): Promise<void> {
  if (!existsSync(join(STOREFRONT, 'index.html'))) {
    console.log('building the storefront first (dist/storefront) …');
    await build();
  }
  await withDemoDatabase('bench-sign-in-flood-', 2, async (database) => {
    const { pool } = database;
    const { server, site: base } = await startServerOn(database, { TRUST_PROXY: 'true', STOREFRONT_DIR: STOREFRONT });
    try {
      const api = `${base}/api/v1`;
      const device = await deviceTokenOf(api, 'elite');
      const list = probes(base, api, device);
      // Warm-up: first plans, caches and the decoy hash are not what is measured.
      for (const path of ['/shop', '/api/v1/guest/product?currency_id=1&program_slug=demo']) await (await fetch(`${base}${path}`)).arrayBuffer();
      await flood(api, 1, ['192.0.2.200'], 'warm-up');

      const one = ['198.51.100.1'];
      const ten = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
      const phases = [
        await measure('quiet', list),
        await measure('A: 300 wrong from 1 address', list, async () => {
          const result = await flood(api, 300, one, 'flood-a');
          return `A: answered in ${result.ms.toFixed(0)} ms ${JSON.stringify(Object.fromEntries(result.statuses))}; hashed per address ${(await hashedPerAddress(pool, one)).join(', ')}`;
        }),
        await measure('B: 300 wrong over 10 addresses', list, async () => {
          const result = await flood(api, 300, ten, 'flood-b');
          return `B: answered in ${result.ms.toFixed(0)} ms ${JSON.stringify(Object.fromEntries(result.statuses))}; hashed per address ${(await hashedPerAddress(pool, ten)).join(', ')}`;
        }),
      ];

      const quiet = phases[0] as Phase;
      const threads = process.env.PASSWORD_HASH_THREADS ?? String(defaultHashThreads());
      const lines = [
        `cores ${availableParallelism()}, hashing threads ${threads}, address limit ${CLIENT_ADDRESS_SIGN_IN_THROTTLE.maxAttempts}, ${DURATION} s per phase, ${CONNECTIONS} connections per page probe`,
        `${'phase'.padEnd(32)} ${'probe'.padEnd(22)} ${'requests'.padStart(8)} ${'non-2xx'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99 / quiet'.padStart(11)}`,
      ];
      for (const phase of phases) {
        for (const probe of list) {
          const result = phase.results.get(probe.name) as AutocannonResult;
          const baseline = quiet.results.get(probe.name) as AutocannonResult;
          const ratio = baseline.latency.p99 > 0 ? result.latency.p99 / baseline.latency.p99 : 0;
          lines.push(
            `${phase.name.padEnd(32)} ${probe.name.padEnd(22)} ${String(result.requests.total).padStart(8)} ${String(result.non2xx + result.errors + result.timeouts).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${ratio.toFixed(2).padStart(10)}×`,
          );
        }
      }
      for (const phase of phases) if (phase.note) lines.push(phase.note);
      console.log(`\n${lines.join('\n')}`);
    } finally {
      await stopServer(server);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
