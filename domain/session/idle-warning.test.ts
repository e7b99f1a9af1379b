import { describe, expect, it } from 'vitest';
import { IDLE_WARNING_LEAD_MS, idleDeadline, idleWarningAt, minutesAndSeconds, secondsLeft } from './idle-timeout.ts';

const lastActivity = new Date('2026-03-01T12:00:00.000Z');
const deadline = idleDeadline(lastActivity);
const before = (ms: number) => new Date(deadline.getTime() - ms);

describe('idle warning (WCAG 2.2.1: warned before the 15 minutes end)', () => {
  it('comes 2 minutes before the deadline, at 13 minutes idle: at least the 60 seconds our standard asks', () => {
    expect(IDLE_WARNING_LEAD_MS).toBe(120_000);
    expect(idleWarningAt(lastActivity)).toEqual(new Date('2026-03-01T12:13:00.000Z'));
  });

  it('counts whole seconds left, rounded up, 0 from the deadline on', () => {
    expect(secondsLeft(deadline, before(120_000))).toBe(120);
    expect(secondsLeft(deadline, before(119_001))).toBe(120);
    expect(secondsLeft(deadline, before(119_000))).toBe(119);
    expect(secondsLeft(deadline, before(1_000))).toBe(1);
    expect(secondsLeft(deadline, before(1))).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, before(-5_000))).toBe(0);
  });

  it('splits seconds into minutes and seconds', () => {
    expect(minutesAndSeconds(120)).toEqual({ minutes: 2, seconds: 0 });
    expect(minutesAndSeconds(119)).toEqual({ minutes: 1, seconds: 59 });
    expect(minutesAndSeconds(60)).toEqual({ minutes: 1, seconds: 0 });
    expect(minutesAndSeconds(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(minutesAndSeconds(0)).toEqual({ minutes: 0, seconds: 0 });
  });
});
