/**
 * Server efficiency benchmark (`npm run bench:server`, issue 25 part 3): what each kind of request costs the
 * server, measured side by side in one run against a bare Fastify route from the same node_modules, so the ratios
 * hold from one machine to another even where the absolute figures do not.
 *
 * A fresh server on a temp data folder (demo data, `LOG_LEVEL=warn`, the last `npm run build`), then autocannon
 * (50 connections, 10 s each, one after another) on: the bare route, a static file, the cheapest API route,
 * the member's cards, the member's and a guest's product list, and the `/shop` HTML (uncompressed, and gzipped
 * as browsers ask for it). Prints requests per second, p50, p99 and the server's CPU per request (its whole
 * process tree: Node and PostgreSQL), and the ratios the issue sets targets for, both from requests per second
 * and from CPU per request (autocannon shares the machine's cores, so on a small or busy machine the first
 * understates the fast routes), with the cores and load beside them.
 *
 * Each route is measured in BENCH_ROUNDS rounds (3), taken in turn with the others, and the median of each figure
 * kept: this machine's speed drifts by a third over minutes, and a route measured once, minutes after another,
 * compared the machine's moments more than the routes.
 *
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION (10 s per route, split over the rounds), BENCH_ROUNDS (3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, memberSession, startServer, stopServer, TSX } from './support/bench-server';
import { CONNECTIONS, DURATION, measure, medianOf, type Measured } from './support/bench-measure';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Each round's share of a route's BENCH_DURATION (at least 2 s, so connections are set up a small part of it). */
const ROUND_SECONDS = Math.max(2, Math.round(DURATION / ROUNDS));

/** A target of the issue: `route` at least `share` of `reference`'s requests per second (and a p99 ceiling, if any). */
interface Target {
  readonly route: string;
  readonly reference: string;
  readonly share: number;
  readonly p99Ms?: number;
}

const BARE = 'bare Fastify route';
const STATIC = 'static file (/favicon.svg)';
const CHEAPEST = 'cheapest API route (promotion groups)';
const ACCOUNTS = 'member accounts';
const MEMBER_LIST = 'member product list';
const GUEST_LIST = 'guest product list (facets)';
const SHOP_HTML = '/shop HTML';
/** /shop as browsers ask for it (they all accept gzip): the kept page's compressed bytes, stamped with the nonce. */
const SHOP_HTML_GZIP = '/shop HTML, gzip';

const TARGETS: readonly Target[] = [
  { route: STATIC, reference: BARE, share: 0.5 },
  { route: CHEAPEST, reference: BARE, share: 0.3 },
  { route: ACCOUNTS, reference: CHEAPEST, share: 0.5, p99Ms: 50 },
  { route: MEMBER_LIST, reference: CHEAPEST, share: 0.5, p99Ms: 50 },
  { route: GUEST_LIST, reference: CHEAPEST, share: 0.5, p99Ms: 50 },
  { route: SHOP_HTML, reference: STATIC, share: 0.5 },
  { route: SHOP_HTML_GZIP, reference: STATIC, share: 0.5 },
];

function startBareFastify(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['scripts/support/bare-fastify-server.ts', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('bare Fastify ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the bare Fastify server exited with ${code}`)));
  });
}

function report(results: readonly Measured[]): string {
  const byName = new Map(results.map((result) => [result.name, result]));
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.cpuMicros === null ? 'n/a' : `${r.cpuMicros.toFixed(0)} µs`} |${r.failures > 0 ? ` ${r.failures} failed` : ''}`,
  );
  const targets = TARGETS.map(({ route, reference, share, p99Ms }) => {
    const measured = byName.get(route)!;
    const base = byName.get(reference)!;
    const ratio = measured.perSecond / base.perSecond;
    const met = ratio >= share && (p99Ms === undefined || measured.p99 <= p99Ms);
    // The same ratio from CPU per request: what requests per second would show on a machine with a core to spare.
    const cpuRatio = measured.cpuMicros && base.cpuMicros ? `${((base.cpuMicros / measured.cpuMicros) * 100).toFixed(1)} %` : 'n/a';
    return `| ${route} ÷ ${reference} | ${(ratio * 100).toFixed(1)} % | ${cpuRatio} | ≥ ${share * 100} %${p99Ms ? `, p99 ≤ ${p99Ms} ms` : ''} | ${met ? 'met' : 'not met'} |`;
  });
  return [
    `machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    `${CONNECTIONS} connections; ${ROUNDS} rounds of ${ROUND_SECONDS} s per route, taken in turn, median of each figure; LOG_LEVEL=warn`,
    '',
    '| route | req/s | p50 | p99 | server CPU per request |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '| ratio | req/s ratio | CPU ratio | target | |',
    '|---|---|---|---|---|',
    ...targets,
  ].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync('dist/storefront/index.html')) throw new Error('Build the storefront first (npm run build): the static file and /shop come from it.');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-server-'));
  // PostgreSQL runs as another user when this runs as root; it must reach the folder.
  await chmod(dataDir, 0o755);
  const [port, barePort] = [await freePort(), await freePort()];
  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    server = await startServer({ ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SANDBOX: 'on' });
    bare = await startBareFastify(barePort);
    const site = `http://127.0.0.1:${port}`;
    const api = `${site}/api/v1`;
    const member = await memberSession(api);
    const bareServer = bare;
    const app = server;
    const duration = ROUND_SECONDS;
    const routes: ReadonlyArray<() => Promise<Measured>> = [
      () => measure(bareServer, BARE, `http://127.0.0.1:${barePort}/`, { duration }),
      () => measure(app, STATIC, `${site}/favicon.svg`, { duration }),
      () => measure(app, CHEAPEST, `${api}/promotionGroup?program_slug=demo`, { duration }),
      () => measure(app, ACCOUNTS, `${api}/member/account`, { headers: member.headers, duration }),
      () => measure(app, MEMBER_LIST, `${api}/member/product?account_id=${member.accountId}`, { headers: member.headers, duration }),
      () => measure(app, GUEST_LIST, `${api}/guest/product?currency_id=1&program_slug=demo`, { duration }),
      () => measure(app, SHOP_HTML, `${site}/shop`, { duration }),
      () => measure(app, SHOP_HTML_GZIP, `${site}/shop`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' }, duration }),
    ];
    const rounds: Measured[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured: Measured[] = [];
      for (const route of routes) measured.push(await route());
      rounds.push(measured);
    }
    const results = routes.map((_, index) => medianOf(rounds.map((round) => round[index]!)));
    console.log(`\n${report(results)}`);
  } finally {
    if (bare) await stopServer(bare);
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
