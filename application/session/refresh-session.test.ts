import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { RefreshSession } from './refresh-session';
import type { Session } from './session';
import { UNAUTHORIZED, failed } from '../../tests/fakes/failures';

const HOUR_MS = 3_600_000;
const NINETY_PERCENT_MS = 3_240_000;

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(session: Partial<Session> = {}) {
  const clock = new FixedClock('2026-03-01T12:00:00.000Z');
  const graph = buildSessionGraph({ clock, memberId: ALEX_MEMBER_ID });
  const { auth, sessions, expireSession, expiry } = graph;
  const stored = sessions.snapshot.session;
  if (stored) sessions.open({ ...stored, ...session });
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const refresh = new RefreshSession(auth, sessions, expireSession, clock, scheduler);
  /** Runs every timer due up to `frame` (virtual milliseconds since the start). */
  const runUntil = async (frame: number) => {
    scheduler.maxFrames = frame;
    scheduler.flush();
    await flushPromises();
  };
  return { auth, sessions, clock, refresh, runUntil, expiry };
}

describe('RefreshSession', () => {
  it('refreshes when 90% of the token lifetime has passed, not before', async () => {
    const { auth, sessions, refresh, runUntil } = setUp();
    const watching = refresh.execute();
    const before = sessions.snapshot.session;
    await runUntil(NINETY_PERCENT_MS - 1);
    expect(auth.callsTo('refresh')).toBe(0);
    expect(sessions.snapshot.session).toBe(before);
    await runUntil(NINETY_PERCENT_MS);
    expect(auth.callsTo('refresh')).toBe(1);
    // The renewed session is the one kept.
    expect(sessions.snapshot.session).not.toBe(before);
    expect(sessions.snapshot.session).not.toBeNull();
    watching.unsubscribe();
  });

  it('refreshes at once when the 90% mark is already past', async () => {
    const { auth, clock, refresh, runUntil } = setUp();
    clock.advanceBy(NINETY_PERCENT_MS + 60_000);
    const watching = refresh.execute();
    await runUntil(0);
    expect(auth.callsTo('refresh')).toBe(1);
    watching.unsubscribe();
  });

  it('schedules the next refresh from the renewed token', async () => {
    const { auth, refresh, runUntil } = setUp();
    const watching = refresh.execute();
    await runUntil(NINETY_PERCENT_MS);
    await runUntil(2 * NINETY_PERCENT_MS - 1);
    expect(auth.callsTo('refresh')).toBe(1);
    await runUntil(2 * NINETY_PERCENT_MS);
    expect(auth.callsTo('refresh')).toBe(2);
    watching.unsubscribe();
  });

  it('keeps the SSO flag of a refreshed session', async () => {
    const { sessions, refresh, runUntil } = setUp({ isSso: true });
    const watching = refresh.execute();
    await runUntil(NINETY_PERCENT_MS);
    expect(sessions.snapshot.session?.isSso).toBe(true);
    watching.unsubscribe();
  });

  it('expires the session when the refresh fails: signed out, and the session-expired modal shows', async () => {
    const { auth, sessions, refresh, runUntil, expiry } = setUp();
    auth.refreshResult = failed(UNAUTHORIZED);
    const watching = refresh.execute();
    await runUntil(NINETY_PERCENT_MS);
    expect(sessions.snapshot.session).toBeNull();
    expect(expiry.snapshot).toMatchObject({ reason: 'refresh-failed', wasLoginAs: false });
    watching.unsubscribe();
  });

  it('cancels the schedule when the session ends first', async () => {
    const { auth, sessions, refresh, runUntil } = setUp();
    const watching = refresh.execute();
    sessions.close();
    await runUntil(HOUR_MS);
    expect(auth.callsTo('refresh')).toBe(0);
    watching.unsubscribe();
  });
});
