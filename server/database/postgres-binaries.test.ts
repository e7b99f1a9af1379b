import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReachableCopy, findInstalledEmbeddedPostgres } from './postgres-binaries';

describe('the reachable copy of the PostgreSQL binaries (root in a mode-700 clone)', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'postgres-binaries-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('two servers starting at once make one complete copy, open to every user, and the next start reuses it', async () => {
    const installed = await findInstalledEmbeddedPostgres();
    await mkdir(join(root, '0.0.1-old-version'));
    const logged: string[] = [];
    const [first, second] = await Promise.all([1, 2].map(() => ensureReachableCopy(installed, root, (message) => logged.push(message))));
    expect(second).toBe(first);
    // The old version is gone and no half-made copy is left behind.
    expect(await readdir(root)).toEqual([first!.slice(root.length + 1)]);

    const binaries = join(first!, 'node_modules', installed.binariesName, 'native');
    expect((await stat(join(binaries, 'bin', 'postgres'))).mode & 0o777).toBe(0o755);
    expect((await stat(join(binaries, 'share'))).mode & 0o777).toBe(0o755);
    const version = spawnSync(join(binaries, 'bin', 'postgres'), ['--version'], { encoding: 'utf8' });
    expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);

    logged.length = 0;
    expect(await ensureReachableCopy(installed, root, (message) => logged.push(message))).toBe(first);
    expect(logged).toEqual([]);
  }, 60_000);
});
