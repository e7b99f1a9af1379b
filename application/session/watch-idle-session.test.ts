import { IDLE_TIMEOUT_MS } from '@domain/session/idle-timeout';
import { describe, expect, it } from 'vitest';
import { FakeIdleTimer } from '../../tests/fakes/fake-idle-timer';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { WatchIdleSession } from './watch-idle-session';

const MINUTE_MS = 60_000;

function setUp(memberId: number | null = 1) {
  const time = virtualTime();
  const graph = buildSessionGraph({ clock: time.clock, memberId });
  const idleTimer = new FakeIdleTimer();
  const watch = new WatchIdleSession(graph.sessions, idleTimer, graph.expireSession, time.clock, time.scheduler);
  return { ...graph, idleTimer, watch, runUntil: time.runUntil, sleep: time.sleep };
}

describe('WatchIdleSession (spec §4: 15 minutes idle with a token)', () => {
  it('expires a session left idle for 15 minutes, and not a moment before', async () => {
    const { watch, runUntil, sessions, expiry } = setUp();
    const watching = watch.execute();
    await runUntil(IDLE_TIMEOUT_MS - 1);
    expect(sessions.snapshot.session).not.toBeNull();
    expect(expiry.snapshot).toBeNull();
    await runUntil(IDLE_TIMEOUT_MS);
    expect(sessions.snapshot.session).toBeNull();
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    watching.unsubscribe();
  });

  it('restarts the 15 minutes with every activity', async () => {
    const { watch, runUntil, idleTimer, expiry } = setUp();
    const watching = watch.execute();
    await runUntil(10 * MINUTE_MS);
    idleTimer.act();
    await runUntil(IDLE_TIMEOUT_MS + 5 * MINUTE_MS);
    expect(expiry.snapshot).toBeNull();
    await runUntil(10 * MINUTE_MS + IDLE_TIMEOUT_MS);
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    watching.unsubscribe();
  });

  it('expires instead of reviving when the first activity comes after the deadline (the device slept)', async () => {
    const { watch, runUntil, idleTimer, sleep, expiry } = setUp();
    const watching = watch.execute();
    await runUntil(MINUTE_MS);
    sleep(IDLE_TIMEOUT_MS);
    idleTimer.act();
    await runUntil(MINUTE_MS);
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    watching.unsubscribe();
  });

  it('signs the member out through the API, like a sign-out', async () => {
    const { watch, runUntil, auth } = setUp();
    const watching = watch.execute();
    await runUntil(IDLE_TIMEOUT_MS);
    expect(auth.callsTo('logout')).toBe(1);
    watching.unsubscribe();
  });

  it('does not watch a visitor', async () => {
    const { watch, runUntil, idleTimer, expiry } = setUp(null);
    const watching = watch.execute();
    await runUntil(2 * IDLE_TIMEOUT_MS);
    expect(idleTimer.observed).toBe(false);
    expect(expiry.snapshot).toBeNull();
    watching.unsubscribe();
  });

  it('stops counting when the member signs out first', async () => {
    const { watch, runUntil, signOut, expiry, idleTimer } = setUp();
    const watching = watch.execute();
    await runUntil(MINUTE_MS);
    await signOut.execute();
    await runUntil(2 * IDLE_TIMEOUT_MS);
    expect(expiry.snapshot).toBeNull();
    expect(idleTimer.observed).toBe(false);
    watching.unsubscribe();
  });
});
