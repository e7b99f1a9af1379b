import type { Clock } from '@application/ports/clock';

/** A Clock that stands still until the test moves it. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-03-01T12:00:00.000Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceBy(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }

  set(to: Date | string): void {
    this.current = new Date(to);
  }
}
