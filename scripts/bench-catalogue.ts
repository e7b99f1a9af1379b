/**
 * Catalogue benchmark (`npm run bench:catalogue`): a fresh server on a temp
 * data folder, the catalogue grown to 50,000 products, then autocannon
 * (50 connections, 20 s each) on
 *   1. a searched, filtered, faceted product-list page (guest call),
 *   2. the same filters without the search,
 *   3. the searched page as a signed-in member prices it for a card (the
 *      member call: token check, member, card ownership, then the search),
 *   4. the cheapest API route (the promotion groups list: one tiny query),
 * printing requests per second, p50 and p99 for each. Target: p99 < 50 ms
 * for the filtered faceted page.
 *
 * Options (environment): BENCH_PRODUCTS (50000), BENCH_CONNECTIONS (50),
 * BENCH_DURATION (20 s), BENCH_DATA_DIR (reuse a grown folder; kept).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, freePort, memberSession, startServer, stopServer, TSX } from './support/bench-server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? (await mkdtemp(join(tmpdir(), 'bench-catalogue-')));
  // A named folder is created on first use, then reused with its grown catalogue.
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL runs as another user when this runs as root; it must reach the folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  let server: ChildProcess | undefined;
  try {
    console.log(`growing the catalogue to ${PRODUCTS} products in ${dataDir} …`);
    await run(['server/database/seed/grow-catalogue.ts', '--products', String(PRODUCTS)], env);
    server = await startServer(env);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const guest = `${base}/guest/product?currency_id=1&program_slug=demo`;
    const facets = encodeURIComponent('category.lvl0:Electronics');
    const searched = `search=wireless%20headph&facets=${facets}&min=1000&max=300000&page=2`;
    const member = await memberSession(base);
    const targets: [name: string, url: string, headers: Record<string, string>][] = [
      ['searched, filtered, faceted list', `${guest}&${searched}`, {}],
      ['filtered, faceted list (no search)', `${guest}&facets=${facets}&facets=brand:Auralis&min=1000&max=300000&sort_field=price&sort_direction=asc`, {}],
      ['member: searched list for a card', `${base}/member/product?account_id=${member.accountId}&${searched}`, member.headers],
      ['cheapest route (promotion groups)', `${base}/promotionGroup?program_slug=demo`, {}],
    ];
    // One warm-up request each: first-query plans and caches are not what is measured.
    for (const [, url, headers] of targets) {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { total?: number };
      if (body.total !== undefined) console.log(`${url}\n  → ${body.total} products match`);
    }
    const lines: string[] = [];
    for (const [name, url, headers] of targets) {
      console.log(`autocannon: ${name} (${CONNECTIONS} connections, ${DURATION} s) …`);
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
      const failures = result.non2xx + result.errors + result.timeouts;
      lines.push(
        `${name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${failures > 0 ? `   ${failures} failed` : ''}`,
      );
    }
    console.log(`\n${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each\n${lines.join('\n')}`);
  } finally {
    if (server) await stopServer(server);
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
