import type { Container } from 'inversify';
import { filter, firstValueFrom, timer, race, map } from 'rxjs';
import { capability } from '../di/capabilities';

/**
 * Settles once no programme API call of `container` is under way and none
 * starts in the next turn of the event loop (an answer may start the next
 * load: the content's guard profile, then the catalogue), or after
 * `timeoutMs` whatever is still loading: a slow API never holds the page
 * back (issue 24), what did not come shows its loading state and the browser
 * loads it itself. Resolves to whether the calls settled in time.
 */
export async function networkQuiet(container: Container, timeoutMs: number): Promise<boolean> {
  const { pending$ } = capability(container, 'content').networkActivity;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const idle = await firstValueFrom(
      race(
        pending$.pipe(
          filter((pending) => pending === 0),
          map(() => true),
        ),
        timer(left).pipe(map(() => false)),
      ),
    );
    if (!idle) return false;
    // Answers are read and stores updated in microtasks; a load they start shows by the next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if ((await firstValueFrom(pending$)) === 0) return true;
  }
}
