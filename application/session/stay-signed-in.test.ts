import { describe, expect, it } from 'vitest';
import { failed, UNAUTHORIZED } from '../../tests/fakes/failures';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { IdleWarningStore } from './idle-warning-store';
import { StaySignedIn } from './stay-signed-in';

function setUp(memberId: number | null = 1) {
  const graph = buildSessionGraph({ memberId });
  const warnings = new IdleWarningStore();
  const stays: number[] = [];
  warnings.stayed$.subscribe(() => stays.push(1));
  const stay = new StaySignedIn(graph.auth, graph.sessions, warnings, graph.expireSession, graph.clock);
  return { ...graph, warnings, stays, stay };
}

describe('StaySignedIn (the idle warning’s answer)', () => {
  it('restarts the idle count and takes a new token from the server', async () => {
    const { stay, stays, auth, sessions } = setUp();
    const before = sessions.snapshot.session;
    await stay.execute();
    expect(stays).toHaveLength(1);
    expect(auth.callsTo('refresh')).toBe(1);
    expect(sessions.snapshot.session).not.toBe(before);
    expect(sessions.snapshot.session?.isSso).toBe(before?.isSso);
  });

  it('ends the session with the session-expired dialog when the server refuses', async () => {
    const { stay, auth, sessions, expiry } = setUp();
    auth.refreshResult = failed(UNAUTHORIZED);
    await stay.execute();
    expect(sessions.snapshot.session).toBeNull();
    expect(expiry.snapshot).toMatchObject({ reason: 'refresh-failed' });
  });

  it('does nothing without a session', async () => {
    const { stay, stays, auth } = setUp(null);
    await stay.execute();
    expect(stays).toHaveLength(0);
    expect(auth.callsTo('refresh')).toBe(0);
  });
});
