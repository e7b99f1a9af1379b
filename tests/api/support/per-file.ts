import { afterAll, beforeAll } from 'vitest';

/**
 * Something a suite starts before its tests and stops after them (the app,
 * a database copy): registers both hooks in the calling `describe` and
 * answers the started thing, which exists once `beforeAll` has run (in tests
 * and in hooks registered after this call).
 */
export function perFile<T>(what: string, start: () => Promise<T>, stop: (started: T) => Promise<void>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined) throw new Error(`${what} starts in beforeAll: use it in a test or a later hook`);
    return started;
  };
}
