import type { StorageSlot } from '@application/ports/storage-slot';
import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../tests/fakes/memory-slot';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import { SESSION_FORMAT } from './storage-slots';
import { WebStorageSlot } from './web-storage-slot';

const session = {
  memberId: 1,
  issuedAt: new Date('2026-03-01T12:00:00.000Z'),
  expiresAt: new Date('2026-03-01T13:00:00.000Z'),
  isSso: true,
};
type Session = typeof session;

/**
 * What the application may count on from any slot, the browser's and the
 * tests' alike: the fakes keep the rules the real slots keep.
 */
describe.each([
  { name: 'WebStorageSlot (web storage)', slot: (): StorageSlot<Session> => new WebStorageSlot(new MemoryWebStorage(), SESSION_FORMAT) },
  { name: 'MemorySlot (tests)', slot: (): StorageSlot<Session> => new MemorySlot<Session>() },
])('$name', ({ slot }) => {
  it('reads none before anything is written', () => {
    expect(slot().read()).toBeNull();
  });

  it('reads what was written last, dates included', () => {
    const subject = slot();
    subject.write({ ...session, memberId: 2 });
    subject.write(session);
    expect(subject.read()).toEqual(session);
  });

  it('reads none once cleared, and clearing an empty slot is harmless', () => {
    const subject = slot();
    subject.clear();
    subject.write(session);
    subject.clear();
    expect(subject.read()).toBeNull();
  });
});

/** A browser storage that refuses everything (private mode, disabled storage). */
const refusingStorage = (): Storage =>
  Object.assign(new MemoryWebStorage(), {
    getItem: () => {
      throw new DOMException('SecurityError');
    },
    setItem: () => {
      throw new DOMException('QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('SecurityError');
    },
  });

describe('WebStorageSlot, over what the browser may hold', () => {
  it('keeps its value across instances, as across page loads', () => {
    const storage = new MemoryWebStorage();
    new WebStorageSlot(storage, SESSION_FORMAT).write(session);
    expect(new WebStorageSlot(storage, SESSION_FORMAT).read()).toEqual(session);
  });

  it.each(['not json', '', 'null', '42', '{"memberId":1}'])('reads an unreadable or invalid entry (%j) as none, and removes it', (raw) => {
    const storage = new MemoryWebStorage();
    storage.setItem(SESSION_FORMAT.key, raw);
    expect(new WebStorageSlot(storage, SESSION_FORMAT).read()).toBeNull();
    expect(storage.getItem(SESSION_FORMAT.key)).toBeNull();
  });

  it('wipes a session stored with its bearer token before the session moved to the httpOnly cookie', () => {
    const storage = new MemoryWebStorage();
    const older = { token: 'header.payload.signature', ...session, issuedAt: session.issuedAt.toISOString(), expiresAt: session.expiresAt.toISOString() };
    storage.setItem(SESSION_FORMAT.key, JSON.stringify(older));
    expect(new WebStorageSlot(storage, SESSION_FORMAT).read()).toBeNull();
    expect(storage.getItem(SESSION_FORMAT.key)).toBeNull();
  });

  it('writes no credential: what the session slot keeps is whose session it is and when it ends', () => {
    const storage = new MemoryWebStorage();
    new WebStorageSlot(storage, SESSION_FORMAT).write(session);
    expect(Object.keys(JSON.parse(storage.getItem(SESSION_FORMAT.key) ?? '{}') as object).sort()).toEqual(['expiresAt', 'isSso', 'issuedAt', 'memberId']);
  });

  it('never throws when the storage refuses to be read, written or cleared', () => {
    const subject = new WebStorageSlot(refusingStorage(), SESSION_FORMAT);
    expect(() => subject.write(session)).not.toThrow();
    expect(subject.read()).toBeNull();
    expect(() => subject.clear()).not.toThrow();
  });
});
