import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A server killed without a chance to stop its database (kill -9, power loss,
 * OOM killer) leaves one of two things in the cluster folder:
 * - a `postmaster.pid` naming a process that no longer runs - or, in a
 *   container, a PID that now belongs to some unrelated process, which makes
 *   PostgreSQL refuse to start ("Is another postmaster running?");
 * - a PostgreSQL that is still running, orphaned, holding the folder.
 * This module clears both before the next start, but never touches a
 * PostgreSQL that another live server still owns (recorded in the owner file).
 */

export type RecoveryOutcome =
  | { kind: 'clean' }
  | { kind: 'removed-stale-pid-file'; pid: number; reason: string }
  | { kind: 'stopped-orphan'; pid: number }
  | { kind: 'left-to-postgres'; pid: number };

const OWNER_FILE = 'server.pid';

export function ownerFilePath(dataDir: string): string {
  return join(dataDir, OWNER_FILE);
}

export async function recordOwner(dataDir: string): Promise<void> {
  await writeFile(ownerFilePath(dataDir), `${process.pid}\n`, { mode: 0o644 });
}

export async function clearOwner(dataDir: string): Promise<void> {
  const owner = await readPid(ownerFilePath(dataDir));
  if (owner === process.pid) {
    await rm(ownerFilePath(dataDir), { force: true });
  }
}

export async function recoverFromEarlierRun(
  dataDir: string,
  clusterDir: string,
  log: (message: string) => void,
): Promise<RecoveryOutcome> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const pid = await readPid(pidFile);
  if (pid === undefined) {
    return { kind: 'clean' };
  }
  if (pid === null) {
    await rm(pidFile, { force: true });
    log(`removed an unreadable postmaster.pid from ${clusterDir}`);
    return { kind: 'removed-stale-pid-file', pid: 0, reason: 'unreadable' };
  }
  if (!(await isRunning(pid))) {
    await rm(pidFile, { force: true });
    log(`removed a stale postmaster.pid (PID ${pid} no longer runs): the previous server did not shut down cleanly`);
    return { kind: 'removed-stale-pid-file', pid, reason: 'process gone' };
  }
  const commandLine = await readCommandLine(pid);
  if (commandLine === null) {
    // No /proc (not Linux): PostgreSQL's own check is the best we have.
    return { kind: 'left-to-postgres', pid };
  }
  if (!isPostgresOf(commandLine, clusterDir)) {
    await rm(pidFile, { force: true });
    log(`removed a stale postmaster.pid: PID ${pid} now belongs to another program`);
    return { kind: 'removed-stale-pid-file', pid, reason: 'pid reused' };
  }

  const owner = await readPid(ownerFilePath(dataDir));
  if (typeof owner === 'number' && owner !== process.pid && (await isRunning(owner))) {
    const ownerCommand = await readCommandLine(owner);
    if (ownerCommand === null || /node|tsx/.test(ownerCommand)) {
      throw new Error(
        `Another server (PID ${owner}) is already using the data folder ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
  }
  log(`PostgreSQL (PID ${pid}) was left running by a server that did not shut down cleanly; stopping it`);
  await stopProcess(pid);
  return { kind: 'stopped-orphan', pid };
}

/** The PID in a cluster's postmaster.pid, when there is one. */
export async function readPostmasterPid(clusterDir: string): Promise<number | null> {
  return (await readPid(join(clusterDir, 'postmaster.pid'))) ?? null;
}

/** Resolves once the process has exited (polling: it need not be our child). */
export async function waitForExit(pid: number): Promise<void> {
  while (await isRunning(pid)) {
    await sleep(100);
  }
}

/** undefined: no file; null: unreadable content. */
async function readPid(file: string): Promise<number | null | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. we are not root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie has exited; it only waits for its parent to reap it.
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z';
  } catch {
    return true;
  }
}

async function readCommandLine(pid: number): Promise<string | null> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
  } catch {
    return null;
  }
}

function isPostgresOf(commandLine: string, clusterDir: string): boolean {
  return /postgres/.test(commandLine) && commandLine.includes(clusterDir);
}

/** Fast shutdown first (rolls back open transactions, then a clean checkpoint), harsher only if it hangs. */
async function stopProcess(pid: number): Promise<void> {
  const steps: Array<{ signal: NodeJS.Signals; waitMs: number }> = [
    { signal: 'SIGINT', waitMs: 20_000 },
    { signal: 'SIGQUIT', waitMs: 5_000 },
    { signal: 'SIGKILL', waitMs: 5_000 },
  ];
  for (const { signal, waitMs } of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await isRunning(pid))) return;
      await sleep(100);
    }
  }
  throw new Error(`Could not stop the PostgreSQL process ${pid} left by an earlier run`);
}
