/**
 * A promise React's `use` can read without suspending again once it has
 * settled: it carries how it settled, as React marks the promises it has seen.
 * A render that may have suspended on one must read the same one on every
 * later render (React replays a suspended render expecting the same `use`
 * calls), so callers keep them in caches of their own.
 */
export interface Readiness extends Promise<void> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: undefined;
  reason?: unknown;
}

/** `promise`, marked with how it settles. */
export function tracked(promise: Promise<unknown>): Readiness {
  const marked: Readiness = promise.then(() => undefined);
  marked.status = 'pending';
  marked.then(
    () => {
      marked.status = 'fulfilled';
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** A readiness already there: `use` returns at once. */
export function ready(): Readiness {
  const marked: Readiness = Promise.resolve();
  marked.status = 'fulfilled';
  return marked;
}
