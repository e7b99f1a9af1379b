import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../server/database/embedded-database';

const FAST = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function postmasterPid(database: EmbeddedDatabase): Promise<number> {
  return Number((await readFile(join(database.clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL data folder', () => {
  let dataDir: string;
  const start = () => startEmbeddedDatabase({ dataDir, settings: FAST, log: () => undefined });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'embedded-db-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restart keeps data: initdb runs on the first start only', async () => {
    const first = await start();
    expect(first.created).toBe(true);
    await query(first.adminUrl, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');
    await first.stop();

    const second = await start();
    try {
      expect(second.created).toBe(false);
      expect(await query(second.adminUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('a start after a crash copes with the stale postmaster.pid it left', async () => {
    const crashed = await start();
    const pid = await postmasterPid(crashed);
    process.kill(pid, 'SIGKILL');
    while (isRunning(pid)) await sleep(50);

    const next = await start();
    try {
      expect(await query(next.adminUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await next.stop();
      await crashed.stop();
    }
  });

  it('a PostgreSQL left running by a server that died is stopped, and the folder is used again', async () => {
    const orphan = await start();
    const orphanPid = await postmasterPid(orphan);
    // The server that started it is gone (here: the owner record is ours, so it is not "another server").
    const next = await start();
    try {
      expect(isRunning(orphanPid)).toBe(false);
      expect(await query(next.adminUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await next.stop();
      await orphan.stop();
    }
  });

  it('a folder in use by another live server is refused with a clear message', async () => {
    const running = await start();
    const otherServer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(dataDir, 'server.pid'), `${otherServer.pid}\n`);
      await expect(start()).rejects.toThrow(/Another server .* is already using the data folder/);
    } finally {
      otherServer.kill('SIGKILL');
      await writeFile(join(dataDir, 'server.pid'), `${process.pid}\n`);
      await running.stop();
    }
  });
});
