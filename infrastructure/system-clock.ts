import type { Clock } from '@application/ports/clock';

/** The device's clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
