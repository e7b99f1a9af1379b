import type { SchedulerLike } from 'rxjs';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * Makes `target[method]` answer later, on `scheduler`: each call is made at
 * once (a fake records it) and its answer arrives `delayOf(...its
 * arguments)` milliseconds of (virtual) time later. For tests of which
 * answer wins when several are under way.
 */
export function slowAnswers<T extends object, K extends keyof T>(
  target: T,
  method: K,
  scheduler: SchedulerLike,
  delayOf: T[K] extends (...args: infer A) => Promise<unknown> ? (...args: A) => number : never,
): void {
  const original = (target[method] as unknown as AsyncMethod).bind(target);
  const delayed = (...args: never[]) => {
    const answer = original(...args);
    return new Promise((resolve) => {
      scheduler.schedule(() => resolve(answer), (delayOf as (...a: never[]) => number)(...args));
    });
  };
  (target as Record<K, unknown>)[method] = delayed;
}

/** Lets every promise already settled run its callbacks. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The value an observable that emits on subscribe holds now (a store's state$). */
export function current<T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  observable.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}
