import { describe, expect, it } from 'vitest';
import { cancellationTimeLeft, nextCountdownChange } from './cancellation-countdown.ts';

const deadline = new Date('2026-11-27T18:00:00.000Z');
const before = (ms: number) => new Date(deadline.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the time left to cancel (issue 26 item 4)', () => {
  it('is whole hours and minutes, rounded down so it never promises more time than there is', () => {
    expect(cancellationTimeLeft(deadline, before(6 * HOUR))).toEqual({ kind: 'open', hours: 6, minutes: 0 });
    expect(cancellationTimeLeft(deadline, before(4 * HOUR + 12 * MINUTE + 59_999))).toEqual({ kind: 'open', hours: 4, minutes: 12 });
    expect(cancellationTimeLeft(deadline, before(4 * HOUR + 12 * MINUTE))).toEqual({ kind: 'open', hours: 4, minutes: 12 });
    expect(cancellationTimeLeft(deadline, before(59 * MINUTE + 30_000))).toEqual({ kind: 'open', hours: 0, minutes: 59 });
    expect(cancellationTimeLeft(deadline, before(HOUR))).toEqual({ kind: 'open', hours: 1, minutes: 0 });
    expect(cancellationTimeLeft(deadline, before(MINUTE))).toEqual({ kind: 'open', hours: 0, minutes: 1 });
  });

  it('says under a minute for the last minute, and closed at the deadline and after', () => {
    expect(cancellationTimeLeft(deadline, before(MINUTE - 1))).toEqual({ kind: 'under-a-minute' });
    expect(cancellationTimeLeft(deadline, before(1))).toEqual({ kind: 'under-a-minute' });
    expect(cancellationTimeLeft(deadline, deadline)).toEqual({ kind: 'closed' });
    expect(cancellationTimeLeft(deadline, before(-1))).toEqual({ kind: 'closed' });
  });

  it('changes next at the following whole minute down, or at the close; never once closed', () => {
    expect(nextCountdownChange(deadline, before(4 * HOUR + 12 * MINUTE + 1_500))).toBe(1_500);
    expect(nextCountdownChange(deadline, before(4 * HOUR + 12 * MINUTE))).toBe(MINUTE);
    expect(nextCountdownChange(deadline, before(30_000))).toBe(30_000);
    expect(nextCountdownChange(deadline, before(1))).toBe(1);
    expect(nextCountdownChange(deadline, deadline)).toBeNull();
    expect(nextCountdownChange(deadline, before(-MINUTE))).toBeNull();
  });
});
