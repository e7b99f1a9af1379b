import type { Clock } from '@application/ports/clock';
import type { SchedulerLike } from 'rxjs';

/**
 * A Clock that reads a scheduler's time (virtual time under a TestScheduler),
 * so rules that compare dates and timers that wait agree, as the browser's
 * clock and timers do.
 */
export class SchedulerClock implements Clock {
  constructor(
    private readonly scheduler: SchedulerLike,
    private readonly start: Date = new Date('2026-03-01T12:00:00.000Z'),
  ) {}

  now(): Date {
    return new Date(this.start.getTime() + this.scheduler.now());
  }
}
