import type { ChildProcess } from 'node:child_process';
import { autocannon } from './bench-server';
import { cpuSecondsDuring } from './process-tree-cpu';

/** BENCH_CONNECTIONS (50) and BENCH_DURATION (10 s): the benchmarks' load, one URL after another. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** One URL's run: requests per second, latency, failures and the server's CPU per request. */
export interface Measured {
  readonly name: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
  /** The server's CPU (its process tree, PostgreSQL included) per request, in µs; null off Linux. */
  readonly cpuMicros: number | null;
}

/**
 * autocannon on `url` against `server` after one warm-up request (first-query plans and cold caches are not what
 * is measured). `fresh`: a new query string on each request, so no cache of the server's answers it.
 */
export async function measure(
  server: ChildProcess,
  name: string,
  url: string,
  {
    headers = {},
    fresh = false,
    connections = CONNECTIONS,
    duration = DURATION,
  }: { headers?: Record<string, string>; fresh?: boolean; connections?: number; duration?: number } = {},
): Promise<Measured> {
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`${name}: ${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  const { pathname, search } = new URL(url);
  let n = 0;
  const requests = fresh
    ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${pathname}${search}${search ? '&' : '?'}bench=${(n += 1)}` }) }]
    : undefined;
  console.log(`autocannon: ${name} (${connections} connections, ${duration} s) …`);
  const { result, cpuSeconds } = await cpuSecondsDuring(server.pid, () =>
    autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) }),
  );
  return {
    name,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMicros: cpuSeconds === null || result.requests.total === 0 ? null : (cpuSeconds * 1e6) / result.requests.total,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One URL's runs as one: the median of each figure (failures summed), so one slow moment of the machine does not decide. */
export function medianOf(runs: readonly Measured[]): Measured {
  const cpu = runs.map((run) => run.cpuMicros).filter((value): value is number => value !== null);
  return {
    name: runs[0]!.name,
    perSecond: median(runs.map((run) => run.perSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    cpuMicros: cpu.length === runs.length ? median(cpu) : null,
  };
}
