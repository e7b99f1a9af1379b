/** Chromium's `scheduler.yield()` (2024): the rest of the work resumes ahead of other queued tasks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Lets the browser handle input and paint before the rest of the start-up
 * work runs: the page's start is split into tasks short enough not to hold
 * a phone's main thread (issue 24, Total Blocking Time). `scheduler.yield()`
 * where the browser has it, a new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
