import { IDLE_TIMEOUT_MS, IDLE_WARNING_LEAD_MS } from '@rewards-storefront/domain/session/idle-timeout';
import { describe, expect, it } from 'vitest';
import { FakeIdleTimer } from '../../tests/fakes/fake-idle-timer';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { IdleWarningStore } from './idle-warning-store';
import { StaySignedIn } from './stay-signed-in';
import { WatchIdleSession } from './watch-idle-session';

const MINUTE_MS = 60_000;

function setUp(memberId: number | null = 1) {
  const time = virtualTime();
  const graph = buildSessionGraph({ clock: time.clock, memberId });
  const idleTimer = new FakeIdleTimer();
  const warnings = new IdleWarningStore();
  const watch = new WatchIdleSession(graph.sessions, idleTimer, graph.expireSession, time.clock, time.scheduler, warnings);
  const stay = new StaySignedIn(graph.auth, graph.sessions, warnings, graph.expireSession, time.clock);
  const shown: (number | null)[] = [];
  warnings.warning$.subscribe((warning) => shown.push(warning?.secondsLeft ?? null));
  return { ...graph, idleTimer, watch, warnings, stay, shown, runUntil: time.runUntil, sleep: time.sleep };
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

const WARNING_AT_MS = IDLE_TIMEOUT_MS - IDLE_WARNING_LEAD_MS;

describe('WatchIdleSession warns before signing out (WCAG 2.2.1)', () => {
  it('warns 2 minutes before the end, not a moment before, and counts the seconds down once a second', async () => {
    const { watch, runUntil, warnings, shown } = setUp();
    const watching = watch.execute();
    await runUntil(WARNING_AT_MS - 1);
    expect(warnings.snapshot).toBeNull();
    await runUntil(WARNING_AT_MS);
    expect(warnings.snapshot).toEqual({ secondsLeft: 120 });
    await runUntil(WARNING_AT_MS + 999);
    expect(warnings.snapshot).toEqual({ secondsLeft: 120 });
    await runUntil(WARNING_AT_MS + 1_000);
    expect(warnings.snapshot).toEqual({ secondsLeft: 119 });
    await runUntil(IDLE_TIMEOUT_MS - 1);
    expect(warnings.snapshot).toEqual({ secondsLeft: 1 });
    expect(shown.filter((left) => left !== null)).toHaveLength(120);
    watching.unsubscribe();
  });

  it('if nothing is done, the warning gives way to the session-expired dialog at 15 minutes', async () => {
    const { watch, runUntil, warnings, expiry, sessions } = setUp();
    const watching = watch.execute();
    await runUntil(IDLE_TIMEOUT_MS - 1);
    expect(expiry.snapshot).toBeNull();
    await runUntil(IDLE_TIMEOUT_MS);
    expect(warnings.snapshot).toBeNull();
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    expect(sessions.snapshot.session).toBeNull();
    watching.unsubscribe();
  });

  it('the mouse or keyboard in this tab does not dismiss the warning: the member answers it', async () => {
    const { watch, runUntil, idleTimer, warnings, expiry } = setUp();
    const watching = watch.execute();
    await runUntil(WARNING_AT_MS + 10_000);
    idleTimer.act('this-tab');
    expect(warnings.snapshot).toEqual({ secondsLeft: 110 });
    await runUntil(IDLE_TIMEOUT_MS);
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    watching.unsubscribe();
  });

  it('activity in another tab closes the warning and restarts the 15 minutes', async () => {
    const { watch, runUntil, idleTimer, warnings, expiry } = setUp();
    const watching = watch.execute();
    await runUntil(WARNING_AT_MS + 10_000);
    idleTimer.act('other-tab');
    expect(warnings.snapshot).toBeNull();
    await runUntil(WARNING_AT_MS + 10_000 + WARNING_AT_MS - 1);
    expect(warnings.snapshot).toBeNull();
    await runUntil(WARNING_AT_MS + 10_000 + IDLE_TIMEOUT_MS - 1);
    expect(expiry.snapshot).toBeNull();
    await runUntil(WARNING_AT_MS + 10_000 + IDLE_TIMEOUT_MS);
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    watching.unsubscribe();
  });

  it('"Stay signed in" closes the warning, restarts the 15 minutes and extends the session at the server', async () => {
    const { watch, runUntil, warnings, stay, expiry, auth, sessions } = setUp();
    const watching = watch.execute();
    const before = sessions.snapshot.session;
    await runUntil(WARNING_AT_MS + 30_000);
    expect(warnings.snapshot).toEqual({ secondsLeft: 90 });
    await stay.execute();
    expect(warnings.snapshot).toBeNull();
    expect(auth.callsTo('refresh')).toBe(1);
    expect(sessions.snapshot.session).not.toBeNull();
    expect(sessions.snapshot.session?.issuedAt.getTime()).toBeGreaterThan(before?.issuedAt.getTime() ?? Infinity);
    await runUntil(WARNING_AT_MS + 30_000 + IDLE_TIMEOUT_MS - 1);
    expect(expiry.snapshot).toBeNull();
    await runUntil(WARNING_AT_MS + 30_000 + IDLE_TIMEOUT_MS);
    expect(expiry.snapshot).toMatchObject({ reason: 'idle' });
    watching.unsubscribe();
  });

  it('ordinary activity before the warning keeps it away', async () => {
    const { watch, runUntil, idleTimer, warnings } = setUp();
    const watching = watch.execute();
    await runUntil(WARNING_AT_MS - 1);
    idleTimer.act('this-tab');
    await runUntil(2 * WARNING_AT_MS - 2);
    expect(warnings.snapshot).toBeNull();
    await runUntil(2 * WARNING_AT_MS - 1);
    expect(warnings.snapshot).toEqual({ secondsLeft: 120 });
    watching.unsubscribe();
  });

  it('the warning goes when the member signs out', async () => {
    const { watch, runUntil, warnings, signOut } = setUp();
    const watching = watch.execute();
    await runUntil(WARNING_AT_MS);
    expect(warnings.snapshot).not.toBeNull();
    await signOut.execute();
    expect(warnings.snapshot).toBeNull();
    watching.unsubscribe();
  });
});
