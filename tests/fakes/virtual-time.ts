import type { Clock } from '@application/ports/clock';
import { TestScheduler } from 'rxjs/testing';

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Virtual time for use-case tests: a TestScheduler whose frames are
 * milliseconds, and a Clock that reads it (so date rules and timers agree,
 * as the browser's clock and timers do). `sleep` moves the clock alone, as a
 * device that slept moves wall time without firing timers.
 */
export function virtualTime(start: Date = new Date('2026-03-01T12:00:00.000Z')) {
  const scheduler = new TestScheduler((actual, expected) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error('unexpected marble values');
  });
  let jumpedMs = 0;
  const clock: Clock = { now: () => new Date(start.getTime() + scheduler.now() + jumpedMs) };
  return {
    scheduler,
    clock,
    /** Advances virtual time to `frame`, running every timer due by then, then lets promises settle. */
    async runUntil(frame: number): Promise<void> {
      // A no-op due at `frame`, so time reaches it even when no timer is due exactly then.
      scheduler.schedule(() => undefined, Math.max(0, frame - scheduler.now()));
      scheduler.maxFrames = frame;
      scheduler.flush();
      await flushPromises();
    },
    sleep(ms: number): void {
      jumpedMs += ms;
    },
  };
}
