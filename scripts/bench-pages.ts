/**
 * `npm run bench:pages`: Lighthouse (mobile preset, its default simulated
 * throttling) on the shop, a product page and the French shop, as a guest and
 * signed in, against the built product (`npm run build` first). Prints
 * performance, FCP, LCP, TBT, CLS and the JavaScript transferred per page.
 *
 * Starts its own server on a fresh data folder unless BENCH_URL names one
 * already running. RUNS=n takes the median of n runs per page (default 1);
 * BENCH_WHO=guest or member measures only that visitor, BENCH_PAGES=/a,/b only
 * those pages; BENCH_REPORTS=dir keeps
 * each run's whole Lighthouse report there (its long tasks, its trace's
 * main-thread breakdown), to see where the time went. The figures are also
 * written for the budget report (scripts/budgets.ts), which CI prints; they
 * are reported, never asserted: a benchmark, not a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPORT_FILES } from './budgets';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/shop', '/shop/auralis-pulse-wireless-headphones', '/fr/shop'];
const MEMBER = { user_account: 'elite', password: 'Rewards#2026', program_slug: 'demo', type: 'member' };
const SESSION_STORAGE_KEY = 'rewards.session';
const LANGUAGE_CHECK_STORAGE_KEY = 'rewards.languageChecked';
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const visitors = process.env.BENCH_WHO === 'guest' ? [false] : process.env.BENCH_WHO === 'member' ? [true] : [false, true];
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

interface Measure {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  /** Lighthouse's measure of this machine's CPU (its benchmarkIndex): figures from different machines compare through it. */
  benchmarkIndex: number;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer(): Promise<{ base: string; server?: ChildProcess }> {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL.replace(/\/$/, '') };
  if (!existsSync('dist/storefront/index.html')) throw new Error('No build: run `npm run build` first.');
  const port = Number(process.env.BENCH_PORT ?? 18180);
  const dataDir = join(tmpdir(), `rewards-storefront-bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/guest/product?currency_id=1&program_slug=demo`, 120_000);
  return { base, server };
}

/** A member's session as the browser holds it: the store's entry (no credential) and the API's two cookies. */
interface BrowserSession {
  readonly stored: string;
  /** Whose preferred language the store already applied (set at sign-in: the server-rendered page is then hydrated). */
  readonly languageChecked: string;
  readonly cookies: readonly { name: string; value: string; httpOnly: boolean }[];
}

/** Signs the member in as the storefront does: the session comes back in its httpOnly cookie (issue 24). */
async function signIn(base: string): Promise<BrowserSession> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-transport': 'cookie' },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { member_id: number; expires_in: number } };
  const issuedAt = new Date();
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1), httpOnly: /;\s*HttpOnly/i.test(line) };
  });
  const stored = JSON.stringify({
    memberId: data.member_id,
    issuedAt: issuedAt.toISOString(),
    expiresAt: new Date(issuedAt.getTime() + data.expires_in * 1000).toISOString(),
    isSso: false,
  });
  return { stored, languageChecked: JSON.stringify(data.member_id), cookies };
}

interface DevtoolsTarget {
  type: string;
  webSocketDebuggerUrl: string;
}

/** One Chrome DevTools Protocol command on the browser's first page. */
async function onFirstPage(chrome: LaunchedChrome, commands: { method: string; params?: object }[]): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as DevtoolsTarget[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('no page in the browser');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  for (const [id, command] of commands.entries()) {
    await new Promise<void>((resolve) => {
      socket.onmessage = (event) => {
        if ((JSON.parse(String(event.data)) as { id?: number }).id === id) resolve();
      };
      socket.send(JSON.stringify({ id, ...command }));
    });
  }
  socket.close();
}

/**
 * Puts the member's session in the browser (the store's entry in localStorage, the API's cookies) from a page that loads
 * no storefront asset, and empties the HTTP cache: the run then starts cold but
 * signed in (Lighthouse is told not to reset storage).
 */
async function storeSession(chrome: LaunchedChrome, base: string, session: BrowserSession): Promise<void> {
  await onFirstPage(chrome, [
    { method: 'Network.enable' },
    { method: 'Network.clearBrowserCache' },
    { method: 'Page.navigate', params: { url: `${base}/api/v1/bench-blank` } },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await onFirstPage(chrome, [
    {
      method: 'Runtime.evaluate',
      params: {
        expression:
          `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(session.stored)});` +
          `localStorage.setItem(${JSON.stringify(LANGUAGE_CHECK_STORAGE_KEY)}, ${JSON.stringify(session.languageChecked)})`,
      },
    },
    ...session.cookies.map((cookie) => ({ method: 'Network.setCookie', params: { ...cookie, url: base, path: '/' } })),
  ]);
}

async function audit(chrome: LaunchedChrome, url: string, signedIn: boolean): Promise<Measure> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = `${signedIn ? 'member' : 'guest'}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_REPORTS, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
    ?.items;
  const js = (items ?? []).filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse sometimes fails to record a page load's trace (NO_NAVSTART, NO_FCP): that run is taken again. */
const ATTEMPTS = 3;

async function auditWithRetries(
  chrome: LaunchedChrome,
  url: string,
  signedIn: boolean,
  before: () => Promise<void>,
): Promise<Measure | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await before();
      return await audit(chrome, url, signedIn);
    } catch (error) {
      console.error(`${url}: attempt ${attempt} of ${ATTEMPTS} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return null;
}

function median(measures: Measure[]): Measure {
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return {
    performance: mid(measures.map((m) => m.performance)),
    fcp: mid(measures.map((m) => m.fcp)),
    lcp: mid(measures.map((m) => m.lcp)),
    tbt: mid(measures.map((m) => m.tbt)),
    cls: mid(measures.map((m) => m.cls)),
    js: mid(measures.map((m) => m.js)),
    benchmarkIndex: mid(measures.map((m) => m.benchmarkIndex)),
  };
}

async function main(): Promise<void> {
  const { base, server } = await startServer();
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows: string[] = [];
  const figures: Array<{ path: string; who: 'guest' | 'member' } & Measure> = [];
  try {
    const session = await signIn(base);
    for (const signedIn of visitors) {
      for (const path of PAGES) {
        const measures: Measure[] = [];
        for (let run = 0; run < runs; run++) {
          const measure = await auditWithRetries(chrome, `${base}${path}`, signedIn, async () => {
            if (signedIn) await storeSession(chrome, base, session);
          });
          if (measure) measures.push(measure);
        }
        // A page Lighthouse could not measure is left out: the budget report then says it is missing.
        if (measures.length === 0) continue;
        const m = median(measures);
        figures.push({ path, who: signedIn ? 'member' : 'guest', ...m });
        const row = `| ${path} | ${signedIn ? 'member' : 'guest'} | ${m.performance} | ${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${(m.js / 1024).toFixed(0)} kB |`;
        console.log(row);
        rows.push(row);
      }
    }
  } finally {
    await chrome.kill();
    server?.kill('SIGTERM');
  }
  mkdirSync(dirname(REPORT_FILES.lighthouse), { recursive: true });
  writeFileSync(REPORT_FILES.lighthouse, `${JSON.stringify(figures, null, 2)}\n`);
  const indexes = figures.map((figure) => Math.round(figure.benchmarkIndex));
  console.log(`\nLighthouse mobile${runs > 1 ? `, median of ${runs} runs` : ''}, on ${machine(indexes)}:\n`);
  console.log('| page | who | performance | FCP | LCP | TBT | CLS | JS transferred |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

/** What the figures were measured on: the core count and Lighthouse's benchmarkIndex (its range over the pages). */
function machine(indexes: readonly number[]): string {
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  const index = indexes.length === 0 ? 'unknown' : low === high ? String(low) : `${low}–${high}`;
  return `${availableParallelism()} cores, Lighthouse benchmarkIndex ${index}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
