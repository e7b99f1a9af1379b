import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseDataDirectory, firstUntraversableAncestor } from './data-directory';

describe('choosing the data folder', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'data-dir-test-'));
    await chmod(root, 0o755);
    await mkdir(join(root, 'private'), { mode: 0o700 });
    await chmod(join(root, 'private'), 0o700);
    await mkdir(join(root, 'open'), { mode: 0o755 });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('a folder under a mode-700 parent is not reachable by the postgres user', async () => {
    expect(await firstUntraversableAncestor(join(root, 'private', 'repo', '.data'))).toBe(join(root, 'private'));
    expect(await firstUntraversableAncestor(join(root, 'open', 'repo', '.data'))).toBeNull();
  });

  it('as root, an unreachable folder falls back to a stable folder under the temp dir, with the reason', async () => {
    const requested = join(root, 'private', 'repo', '.data');
    const first = await chooseDataDirectory(requested, { isRoot: true, tempDir: '/var/tmp' });
    const again = await chooseDataDirectory(requested, { isRoot: true, tempDir: '/var/tmp' });
    expect(first.dir).toMatch(/^\/var\/tmp\/rewards-storefront-[0-9a-f]{12}$/);
    expect(again.dir).toBe(first.dir);
    expect(first.fallbackReason).toContain(join(root, 'private'));
  });

  it('as root, a reachable folder is used as asked', async () => {
    const requested = join(root, 'open', 'repo', '.data');
    expect(await chooseDataDirectory(requested, { isRoot: true })).toEqual({ dir: requested });
  });

  it('as a normal user the folder is used as asked, whatever its parents', async () => {
    const requested = join(root, 'private', 'repo', '.data');
    expect(await chooseDataDirectory(requested, { isRoot: false })).toEqual({ dir: requested });
  });
});
