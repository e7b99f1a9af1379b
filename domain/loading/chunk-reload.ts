/** At most one page reload per minute after a failed chunk load (spec §4, §8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * The messages browsers and bundlers give when a lazily loaded chunk cannot
 * be fetched (usually after a deployment replaced it): Chrome and Vite
 * ("Failed to fetch dynamically imported module"), Firefox ("error loading
 * dynamically imported module"), Safari ("Importing a module script
 * failed"), a failed CSS preload from Vite ("Unable to preload CSS") and
 * webpack-style "Loading chunk 12 failed" / "ChunkLoadError".
 */
const CHUNK_LOAD_ERROR = new RegExp(
  [
    'failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'importing a module script failed',
    'unable to preload css',
    'loading (?:css )?chunk \\S+ failed',
    'chunkloaderror',
  ].join('|'),
  'i',
);

/** Whether an error message says a code chunk failed to load (see the list above); letter case is ignored. */
export function isChunkLoadError(message: string): boolean {
  return CHUNK_LOAD_ERROR.test(message);
}

/**
 * Whether to reload the page after a chunk failed to load at `now`, given
 * when the page was last reloaded for that reason: yes when never, or at
 * least {@link CHUNK_RELOAD_INTERVAL_MS} ago. The distance is taken either
 * way, so a timestamp far in the future (a clock set back) cannot block
 * reloads for ever; an invalid date allows the reload.
 *
 * Always holds: false only within a minute of the last reload.
 */
export function shouldReloadAfterChunkFailure(lastReloadAt: Date | null, now: Date): boolean {
  if (lastReloadAt === null) {
    return true;
  }
  return !(Math.abs(now.getTime() - lastReloadAt.getTime()) < CHUNK_RELOAD_INTERVAL_MS);
}
