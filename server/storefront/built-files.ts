import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import mime from 'mime';

/** Vite's content-hashed output: a changed file gets a new name, so it can be cached for good. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, robots.txt, fonts copied as-is) may change between releases. */
const OTHER_FILE_CACHE = 'public, max-age=3600';

/** One file of the storefront build, as the server sends it. */
export interface BuiltFile {
  /** Its address: `/assets/index-3f9a1c2b.js`. */
  readonly path: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** A weak validator of its content, the same for each of its encodings. */
  readonly etag: string;
  readonly identity: Buffer;
  /** What the build compressed beside it (scripts/precompress-assets.ts), if anything. */
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function sibling(file: string, extension: string): Buffer | null {
  return existsSync(`${file}${extension}`) ? readFileSync(`${file}${extension}`) : null;
}

/**
 * The build, read once at start into memory: it does not change under a
 * running server (a new build needs a restart, like index.html's assets), and
 * a static file then costs no file system call per request (stat, open, read,
 * close each went through libuv's thread pool: most of a static file's CPU,
 * issue 25). The `.br` and `.gz` beside a file are its encodings, never files
 * of their own; index.html is the app page (the server writes it per request)
 * and dot files and what `isPublic` refuses are not served.
 */
export function readBuiltFiles(dir: string, isPublic: (path: string) => boolean): BuiltFile[] {
  const files: BuiltFile[] = [];
  for (const file of filesUnder(dir)) {
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    if (/\.(br|gz)$/.test(path) || path === '/index.html' || /\/\./.test(path) || !isPublic(path)) continue;
    const identity = readFileSync(file);
    files.push({
      path,
      contentType: mime.getType(path) ?? 'application/octet-stream',
      cacheControl: path.startsWith('/assets/') ? HASHED_ASSET_CACHE : OTHER_FILE_CACHE,
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: sibling(file, '.br'),
      gzip: sibling(file, '.gz'),
    });
  }
  return files;
}
