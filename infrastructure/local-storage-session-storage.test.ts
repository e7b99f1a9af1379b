import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import { LocalStorageSessionStorage, SESSION_STORAGE_KEY } from './local-storage-session-storage';

const session = {
  token: 'token-1',
  memberId: 1,
  issuedAt: new Date('2026-03-01T12:00:00.000Z'),
  expiresAt: new Date('2026-03-01T13:00:00.000Z'),
  isSso: true,
};

describe('LocalStorageSessionStorage', () => {
  it('loads what it saved, dates and SSO flag included', () => {
    const adapter = new LocalStorageSessionStorage(new MemoryWebStorage());
    adapter.save(session);
    expect(adapter.load()).toEqual(session);
  });

  it('loads nothing after clear', () => {
    const adapter = new LocalStorageSessionStorage(new MemoryWebStorage());
    adapter.save(session);
    adapter.clear();
    expect(adapter.load()).toBeNull();
  });

  it.each(['not json', '{"token":"t"}', '{"token":"t","memberId":1,"issuedAt":"x","expiresAt":"y"}', 'null'])(
    'reads an unreadable entry (%s) as no session',
    (raw) => {
      const storage = new MemoryWebStorage();
      storage.setItem(SESSION_STORAGE_KEY, raw);
      expect(new LocalStorageSessionStorage(storage).load()).toBeNull();
    },
  );

  it('does not throw when the storage refuses writes', () => {
    const storage = new MemoryWebStorage();
    storage.refuseWrites = true;
    expect(() => new LocalStorageSessionStorage(storage).save(session)).not.toThrow();
  });
});
