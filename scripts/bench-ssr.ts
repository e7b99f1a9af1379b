/**
 * `npm run bench:ssr` (issue 24): what a server-rendered page costs the server, side by side in one run with the
 * client-rendered shell it sent before (and still sends when it does not render: here, for a session cookie the API
 * refuses), on a fresh server on a temp data folder (demo data, LOG_LEVEL=warn, the last `npm run build`).
 *
 * autocannon, 50 connections, 10 s each, one after another: /shop and a product page for a visitor, served from the
 * 10-second page memory ("kept") and rendered for every request (a new query string each time: "rendered"); the same
 * pages for a member, rendered for every request (never kept). Rendered pages are asked with as many connections as
 * renders may run at once (MAX_RENDERS_AT_ONCE: past that the server sends the shell, which would measure the shell). Prints requests per second, p50, p99,
 * the server's CPU per request, and the ratios of each to the shell; and one rendered page's Server-Timing (where its
 * time goes: waiting for the API's answers, then React's render).
 *
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION (10 s).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, memberSession, startServer, stopServer } from './support/bench-server';
import { CONNECTIONS, DURATION, measure, type Measured } from './support/bench-measure';
import { MAX_RENDERS_AT_ONCE } from '../server/storefront/server-rendering';

const PRODUCT = '/shop/auralis-pulse-wireless-headphones';

async function serverTiming(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}timing=${Date.now()}`, { headers });
  await response.arrayBuffer();
  return `${response.headers.get('server-timing') ?? 'none'} (${response.headers.get('content-length') ?? '?'} bytes)`;
}

function table(rows: readonly Measured[], shell: Measured): string {
  return [
    '| page | req/s | p50 | p99 | server CPU per request | req/s ÷ shell |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.perSecond.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.cpuMicros === null ? 'n/a' : `${r.cpuMicros.toFixed(0)} µs`} | ${((r.perSecond / shell.perSecond) * 100).toFixed(1)} % |${r.failures > 0 ? ` ${r.failures} failed` : ''}`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  if (!existsSync('dist/server-rendering/server-entry.js')) throw new Error('Build first (npm run build): the server rendering comes from it.');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-ssr-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    server = await startServer({ ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SANDBOX: 'on' });
    const site = `http://127.0.0.1:${port}`;
    const member = await memberSession(`${site}/api/v1`);
    // The member's token as the storefront's cookie: the server renders the member's page. A cookie the API refuses
    // gets the shell, the page every request got before server rendering.
    const brotli = { 'accept-encoding': 'br, gzip' };
    const memberCookie = { ...brotli, cookie: `rewards_session=${member.headers['Authorization']!.replace('Bearer ', '')}` };
    const shellCookie = { ...brotli, cookie: 'rewards_session=not-a-session' };
    const renders = { connections: MAX_RENDERS_AT_ONCE };
    const rows: Measured[] = [];
    const shell = await measure(server, 'shell (/shop, a refused session cookie)', `${site}/shop`, { headers: shellCookie });
    rows.push(shell);
    rows.push(await measure(server, 'visitor /shop, kept', `${site}/shop`, { headers: brotli }));
    rows.push(
      await measure(server, `visitor /shop, rendered (${MAX_RENDERS_AT_ONCE} connections)`, `${site}/shop`, { headers: brotli, fresh: true, ...renders }),
    );
    rows.push(await measure(server, `member /shop, rendered (${MAX_RENDERS_AT_ONCE} connections)`, `${site}/shop`, { headers: memberCookie, ...renders }));
    rows.push(await measure(server, 'visitor product page, kept', `${site}${PRODUCT}`, { headers: brotli }));
    rows.push(
      await measure(server, `visitor product page, rendered (${MAX_RENDERS_AT_ONCE} connections)`, `${site}${PRODUCT}`, {
        headers: brotli,
        fresh: true,
        ...renders,
      }),
    );
    rows.push(
      await measure(server, `member product page, rendered (${MAX_RENDERS_AT_ONCE} connections)`, `${site}${PRODUCT}`, {
        headers: memberCookie,
        ...renders,
      }),
    );
    // Quiet first: the last run's queued requests must not count in one render's timing.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const timings = [
      `visitor /shop: ${await serverTiming(`${site}/shop`)}`,
      `visitor ${PRODUCT}: ${await serverTiming(`${site}${PRODUCT}`)}`,
      `member /shop: ${await serverTiming(`${site}/shop`, memberCookie)}`,
      `member ${PRODUCT}: ${await serverTiming(`${site}${PRODUCT}`, memberCookie)}`,
    ];
    console.log(
      [
        '',
        `machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
        `${CONNECTIONS} connections (rendered pages: ${MAX_RENDERS_AT_ONCE}), ${DURATION} s each, LOG_LEVEL=warn, accepting br and gzip`,
        '',
        table(rows, shell),
        '',
        'One rendered page, quiet (Server-Timing: data = the API answers it waited for, render = React):',
        ...timings.map((line) => `- ${line}`),
      ].join('\n'),
    );
  } finally {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
