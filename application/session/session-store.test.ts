import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import type { Session } from './session';
import { SessionStore } from './session-store';

const NOW = '2026-03-01T12:00:00.000Z';

function aSession(overrides: Partial<Session> = {}): Session {
  return {
    memberId: 1,
    issuedAt: new Date('2026-03-01T11:30:00.000Z'),
    expiresAt: new Date('2026-03-01T12:30:00.000Z'),
    isSso: false,
    ...overrides,
  };
}

describe('SessionStore', () => {
  it('restores a stored session that has not expired, so a reload keeps the member signed in', () => {
    const stored = aSession();
    const store = new SessionStore(new MemorySlot<Session>(stored), new FixedClock(NOW));
    expect(store.snapshot.session).toEqual(stored);
  });

  it('drops a stored session past its expiry and clears the storage', () => {
    const storage = new MemorySlot<Session>(aSession({ expiresAt: new Date('2026-03-01T11:59:59.000Z') }));
    const store = new SessionStore(storage, new FixedClock(NOW));
    expect(store.snapshot.session).toBeNull();
    expect(storage.stored).toBeNull();
  });

  it('writes every change to the storage before showing it', () => {
    const storage = new MemorySlot<Session>();
    const store = new SessionStore(storage, new FixedClock(NOW));
    const seen: boolean[] = [];
    store.isSignedIn$.subscribe((signedIn) => {
      seen.push(signedIn);
      expect(storage.stored !== null).toBe(signedIn);
    });
    store.open(aSession());
    store.close();
    expect(seen).toEqual([false, true, false]);
  });
});
