import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eServer } from './tests/e2e/support/e2e-server';

/**
 * Journeys run in a real Chromium against the product as `npm start` runs it
 * (built storefront, programme API, embedded PostgreSQL), on a fresh data
 * folder seeded with the demo data. Build first (`npm run build`).
 */
const { port, dataDir, databasePort } = e2eServer();
// Debian's Chromium on these machines; elsewhere Playwright's own browser.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two, whatever the machine says: Playwright's default (half the cores) runs one on the 2-core machines. Not more:
  // each Chromium takes most of a core (renderer and software GPU), and four at once on 2 cores ran slower than two
  // and timed out (November 2026). E2E_WORKERS overrides on bigger machines.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]],
  // A safety net, not a budget: the longest journeys (an order placed, cancelled twice, six axe scans) take
  // 15 s alone, over 30 s on a loaded 2-core machine and up to 45 s on a slow one (seen in November 2026).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // One project: journeys that spend points, fill carts or place orders do it as cardholders of their own
  // (tests/e2e/support/cardholders.ts), so none waits for another and any two can run side by side.
  projects: [{ name: 'journeys' }],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace (actions, network, console, sources), its last screenshot and the page's ARIA
    // snapshot, but neither the screencast nor a DOM snapshot of every action: recording screenshots of every frame cost
    // each journey a third more CPU (software GPU compositing on these machines), 45% more on the two-spec sample in
    // docs/decisions.md; DOM snapshots cost about a tenth more (six specs, twice each: 57 s against 61–63 s,
    // November 2026), which is 40 s of the whole run. E2E_TRACE_SNAPSHOTS=1 records them when chasing a failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1', sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // This machine's network is closed: keep Chromium from phoning home.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/v1/guest/product?currency_id=1&program_slug=demo`,
    // Request logs would drown the test report; warnings and errors still show. The journeys always run
    // against the embedded database and the reference guards: an exported DATABASE_URL or GUARD_PROFILE
    // (the web server inherits the environment) must not point them elsewhere.
    // The journeys use the sandbox (online banking, mailbox, support console): on, even if NODE_ENV=production is exported.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      // Fixed, so journeys can make their own cardholders (tests/e2e/support/cardholders.ts).
      PG_PORT: String(databasePort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      GUARD_PROFILE: 'reference',
      SANDBOX: 'on',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
