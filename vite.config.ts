import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CSP_NONCE_PLACEHOLDER } from './server/storefront/csp-nonce-placeholder.ts';
import { firstLoadBudget } from './scripts/first-load-budget.ts';
import { fontPreload } from './scripts/font-preload.ts';
import { mantineStableId } from './scripts/mantine-stable-id.ts';
import { messageParts } from './scripts/message-parts-plugin.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { version } from './package.json';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = fromRoot('./dist/storefront');

/** Path aliases shared by the build, the dev server and every test project. */
export const alias = {
  '@rewards-storefront/domain': fromRoot('./domain'),
  '@application': fromRoot('./application'),
  '@infrastructure': fromRoot('./infrastructure'),
  '@ui': fromRoot('./ui'),
  '@openapi': fromRoot('./openapi'),
};

const apiPort = process.env.API_PORT ?? '8080';

/**
 * Workers of the domain, application and ui projects. Vitest's default is one less than the cores: ONE on the
 * 2-core machines, which left a core idle while the jsdom files rendered one at a time.
 */
const UNIT_WORKERS = Math.max(2, availableParallelism());

/** Where `npm run build` writes the server's rendering of the pages (ui/server-rendering/server-entry.tsx), for the server to import. */
const ssrOutDir = fromRoot('./dist/server-rendering');

export default defineConfig(({ isSsrBuild }) => ({
  root: 'ui',
  publicDir: isSsrBuild ? false : fromRoot('./ui/public'),
  // The server's build is code for Node: no compressed copies, no first-load budget, no font preloads of its own.
  plugins: isSsrBuild
    ? [react(), messageParts(), mantineStableId()]
    : [react(), messageParts(), mantineStableId(), fontPreload(), precompressAssets(), firstLoadBudget(outDir)],
  resolve: { alias },
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The release each error report names: the package version, so the same sources always build the same files.
  define: {
    'import.meta.env.VITE_RELEASE': JSON.stringify(version),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: isSsrBuild
    ? // The server's rendering of the pages (ui/server-rendering/server-entry.tsx), for Node: `npm run build` builds it second.
      { outDir: ssrOutDir, emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir,
        emptyOutDir: true,
        // The spec's browser floor (Chrome 66, Firefox 60, Safari 11.1) is below
        // what the toolchain emits; es2019 is the lowest target it builds cleanly.
        target: 'es2019',
        // Built for error reporting and local debugging, but not named in the files: the server sends them only outside
        // production mode (server/storefront/storefront-routes.ts), so a browser never asks for one it cannot get.
        sourcemap: 'hidden',
        // Read by scripts/report-bundle-size.ts to measure what each page loads.
        manifest: true,
      },
  // The server's rendering bundles its libraries, built in production mode like the browser's (React's development
  // build renders several times slower, and the server would pick it whenever NODE_ENV is not "production", as in the
  // demo's `npm start`); CSS is left to the browser's build.
  ssr: { noExternal: true },
  server: {
    // `npm run dev`: Vite with hot reload in front of the programme API.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: fromRoot('.'),
    // jsdom lays nothing out, so Mantine's focus trap finds no visible element to focus and prints the whole React
    // fibre of the node: thousands of lines that hide real failures. Browsers are checked by the journeys.
    onConsoleLog: (log) => !log.startsWith('[@mantine/hooks/use-focus-trap]'),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          // Plain functions and classes with no module state or mocks: one worker thread runs many files without
          // a fresh module graph each (on the 2-core machines: about 8× less CPU than a process per file).
          pool: 'threads',
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          include: ['domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'application',
          // Plain functions and classes with no module state or mocks: one worker thread runs many files without
          // a fresh module graph each (on the 2-core machines: about 8× less CPU than a process per file).
          pool: 'threads',
          isolate: false,
          maxWorkers: UNIT_WORKERS,
          include: ['application/**/*.test.ts', 'infrastructure/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react(), messageParts()],
        resolve: { alias },
        test: {
          name: 'ui',
          include: ['ui/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/jsdom-setup.ts'],
          maxWorkers: UNIT_WORKERS,
          // Mantine, React and the pages load once per worker, not once per file (about 40% less CPU); each file
          // still gets a fresh jsdom, and the setup file clears what a test leaves behind.
          isolate: false,
          // Rendering a page in jsdom takes seconds on a busy 2-core machine; the default 5 s flakes there.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/contracts/**/*.test.ts', 'tests/package/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/embedded-database.ts'],
          // One embedded PostgreSQL for the run; every file clones its own database from the template, so files
          // run side by side. Most of a file's time is waiting on PostgreSQL: on the 2-core machines the project
          // took 93 s one file at a time, 59 s two at a time, 39 s four at a time.
          fileParallelism: true,
          maxWorkers: 4,
          // One process per worker runs its files one after another with the server's modules loaded once, instead
          // of importing the whole server again for each of ~100 files (about a third less CPU on the 2-core
          // machines). Files share no module state: each builds its own app on a database of its own.
          isolate: false,
          // A project with its own worker count runs in a group of its own: after the others.
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
