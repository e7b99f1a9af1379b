import type { Observable } from 'rxjs';

/**
 * The member's activity on this device, which restarts the idle timer
 * (spec §4: 15 minutes idle with a token ends the session).
 *
 * Contract: `activity$` emits when the member uses the store, in this tab or
 * in another tab of it on the same device (pointer, keyboard, scrolling,
 * touch, or coming back to the tab): the tabs share one session, so a tab
 * left alone must not end it while the member works in another; each
 * emission says which. Bursts may
 * be thinned out, but a burst always emits at its start. Never errors, never
 * completes; subscribing starts listening and unsubscribing stops it.
 */
export interface IdleTimer {
  readonly activity$: Observable<ActivityOrigin>;
}

/**
 * Where the activity happened: in this tab, or in another of the store's
 * tabs (while this tab warns of the idle timeout, only the member's choice
 * in it, or their activity elsewhere, keeps the session).
 */
export type ActivityOrigin = 'this-tab' | 'other-tab';
