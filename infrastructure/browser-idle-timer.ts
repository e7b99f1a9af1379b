import type { ActivityOrigin, IdleTimer } from '@application/ports/idle-timer';
import { EMPTY, filter, fromEvent, map, merge, share, tap, throttleTime, type Observable, type SchedulerLike } from 'rxjs';

/** Events that show the member is using the page (spec §4 idle timeout). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Activity closer together than this is one burst; it saves work on every mouse move. */
export const ACTIVITY_THROTTLE_MS = 1_000;

export interface ActivitySource {
  /** Where input events arrive (the window; scroll is caught in the capture phase, as it does not bubble). */
  readonly window: EventTarget;
  /** For coming back to the tab. */
  readonly document: EventTarget & { readonly visibilityState: DocumentVisibilityState };
  /**
   * The store's other tabs on this device (a BroadcastChannel): this tab's
   * activity is posted there, and theirs arrives as `message` events. Absent
   * where the browser has none; each tab then counts only its own.
   */
  readonly otherTabs?: ActivityChannel;
}

/** What the timer needs of a BroadcastChannel; it never delivers a tab's own messages back to it. */
export interface ActivityChannel extends EventTarget {
  postMessage(message: unknown): void;
}

const ACTIVITY_MESSAGE = 'activity';

/** The name of the channel the store's tabs share their activity on. */
export const ACTIVITY_CHANNEL_NAME = 'rewards-storefront-activity';

/**
 * IdleTimer over the browser's input events: pointer, keyboard, wheel and
 * scroll, touch, and the tab becoming visible again, plus the activity other
 * tabs of the store report. This tab's bursts are throttled on `scheduler`
 * (leading edge, so the first event of a burst always counts) before they
 * are counted and posted, so a tab posts at most once per `throttleMs`.
 * Listeners are passive and exist only while someone subscribes.
 */
export class BrowserIdleTimer implements IdleTimer {
  readonly activity$: Observable<ActivityOrigin>;

  constructor(source: ActivitySource, scheduler: SchedulerLike, throttleMs: number = ACTIVITY_THROTTLE_MS) {
    const options = { capture: true, passive: true };
    const input$ = ACTIVITY_EVENTS.map((type) => fromEvent(source.window, type, options));
    const visible$ = fromEvent(source.document, 'visibilitychange').pipe(filter(() => source.document.visibilityState === 'visible'));
    const otherTabs = source.otherTabs;
    const ownActivity$ = merge(...input$, visible$).pipe(
      throttleTime(throttleMs, scheduler, { leading: true, trailing: false }),
      tap(() => otherTabs?.postMessage(ACTIVITY_MESSAGE)),
    );
    const otherTabsActivity$ = otherTabs
      ? fromEvent<MessageEvent>(otherTabs, 'message').pipe(filter((event) => event.data === ACTIVITY_MESSAGE))
      : EMPTY;
    this.activity$ = merge(
      ownActivity$.pipe(map((): ActivityOrigin => 'this-tab')),
      otherTabsActivity$.pipe(map((): ActivityOrigin => 'other-tab')),
    ).pipe(share());
  }
}
