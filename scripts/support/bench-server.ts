import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from '../../server/testing/free-port';

/** A port nobody listens on now (the OS picks it). */
export { freePort };

/** The tsx of this checkout, for the benchmarks' helper servers (the bare Fastify route). */
export const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** The real server (server/main.ts) with `env`, run as `npm start` runs it (one Node process), once it says it is ready. */
export function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Rewards storefront ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

/** Stops a server started by {@link startServer} and waits until it has exited. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** What autocannon reports of one URL's run (the fields the benchmarks print). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** What autocannon keeps for one run while it lasts (its `context`). */
type AutocannonContext = Record<string, unknown>;

/** One request of a run, with autocannon's per-request hooks. */
export interface AutocannonRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per-request changes: e.g. a new address each time, so no cache answers; null ends the run. */
  setupRequest?: (request: AutocannonRequest & { path: string }, context: AutocannonContext) => AutocannonRequest | null;
  onResponse?: (status: number, body: string, context: AutocannonContext) => void;
}

/** autocannon on one URL; it ships no type declarations. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: readonly AutocannonRequest[];
}) => Promise<AutocannonResult>;

/** Signs the demo member `elite` in (demo data) and picks their first card. */
export async function memberSession(base: string): Promise<{ headers: Record<string, string>; accountId: number }> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_account: 'elite', password: 'Rewards#2026', program_slug: 'demo', type: 'member' }),
  });
  if (!login.ok) throw new Error(`signing in as elite answered ${login.status}: ${await login.text()}`);
  const { data: session } = (await login.json()) as { data: { token: string } };
  const headers = { Authorization: `Bearer ${session.token}` };
  const accounts = await fetch(`${base}/member/account`, { headers });
  if (!accounts.ok) throw new Error(`the cards of elite answered ${accounts.status}`);
  const { data } = (await accounts.json()) as { data: { id: number }[] };
  const first = data[0];
  if (!first) throw new Error('elite has no card');
  return { headers, accountId: first.id };
}
