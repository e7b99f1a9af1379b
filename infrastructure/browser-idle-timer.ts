import type { IdleTimer } from '@application/ports/idle-timer';
import { filter, fromEvent, map, merge, share, throttleTime, type Observable, type SchedulerLike } from 'rxjs';

/** Events that show the member is using the page (spec §4 idle timeout). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Activity closer together than this is one burst; it saves work on every mouse move. */
export const ACTIVITY_THROTTLE_MS = 1_000;

export interface ActivitySource {
  /** Where input events arrive (the window; scroll is caught in the capture phase, as it does not bubble). */
  readonly window: EventTarget;
  /** For coming back to the tab. */
  readonly document: EventTarget & { readonly visibilityState: DocumentVisibilityState };
}

/**
 * IdleTimer over the browser's input events: pointer, keyboard, wheel and
 * scroll, touch, and the tab becoming visible again. Bursts are throttled
 * on `scheduler` (leading edge, so the first event of a burst always counts).
 * Listeners are passive and exist only while someone subscribes.
 */
export class BrowserIdleTimer implements IdleTimer {
  readonly activity$: Observable<void>;

  constructor(source: ActivitySource, scheduler: SchedulerLike, throttleMs: number = ACTIVITY_THROTTLE_MS) {
    const options = { capture: true, passive: true };
    const input$ = ACTIVITY_EVENTS.map((type) => fromEvent(source.window, type, options));
    const visible$ = fromEvent(source.document, 'visibilitychange').pipe(filter(() => source.document.visibilityState === 'visible'));
    this.activity$ = merge(...input$, visible$).pipe(
      throttleTime(throttleMs, scheduler, { leading: true, trailing: false }),
      map(() => undefined),
      share(),
    );
  }
}
