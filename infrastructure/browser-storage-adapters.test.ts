import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import { DEEP_LINK_STORAGE_KEY, LocalStorageDeepLinkStorage } from './local-storage-deep-link-storage';
import { LANGUAGE_CHECK_STORAGE_KEY, LocalStorageLanguageCheckStorage } from './local-storage-language-check-storage';
import { LOGIN_AS_STORAGE_KEY, LocalStorageLoginAsStorage } from './local-storage-login-as-storage';
import { CHUNK_RELOAD_STORAGE_KEY, SessionStorageChunkReloadStorage } from './session-storage-chunk-reload-storage';

describe('LocalStorageDeepLinkStorage', () => {
  it('loads what it saved, expiry included, across instances (a page load)', () => {
    const storage = new MemoryWebStorage();
    const link = { target: '/account/wishlist?tab=1', expiresAt: new Date('2026-03-01T12:30:00.000Z') };
    new LocalStorageDeepLinkStorage(storage).save(link);
    expect(new LocalStorageDeepLinkStorage(storage).load()).toEqual(link);
  });

  it.each(['nope', '{"target":"/faq"}', '{"target":3,"expiresAt":"2026-03-01T12:30:00.000Z"}', 'null'])(
    'reads %s as no deep link',
    (raw) => {
      const storage = new MemoryWebStorage();
      storage.setItem(DEEP_LINK_STORAGE_KEY, raw);
      expect(new LocalStorageDeepLinkStorage(storage).load()).toBeNull();
    },
  );

  it('loads nothing after clear, and never throws when storage refuses writes', () => {
    const storage = new MemoryWebStorage();
    const adapter = new LocalStorageDeepLinkStorage(storage);
    adapter.save({ target: '/faq', expiresAt: new Date() });
    adapter.clear();
    expect(adapter.load()).toBeNull();
    storage.refuseWrites = true;
    expect(() => adapter.save({ target: '/faq', expiresAt: new Date() })).not.toThrow();
  });
});

describe('LocalStorageLoginAsStorage', () => {
  it('loads what it saved', () => {
    const storage = new MemoryWebStorage();
    const state = { loginAsToken: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' };
    new LocalStorageLoginAsStorage(storage).save(state);
    expect(new LocalStorageLoginAsStorage(storage).load()).toEqual(state);
  });

  it('reads a missing admin id or logout URL as null, and a missing token as no details', () => {
    const storage = new MemoryWebStorage();
    storage.setItem(LOGIN_AS_STORAGE_KEY, '{"loginAsToken":"t","adminId":"9"}');
    expect(new LocalStorageLoginAsStorage(storage).load()).toEqual({ loginAsToken: 't', adminId: null, logoutUrl: null });
    storage.setItem(LOGIN_AS_STORAGE_KEY, '{"adminId":9}');
    expect(new LocalStorageLoginAsStorage(storage).load()).toBeNull();
  });
});

describe('LocalStorageLanguageCheckStorage', () => {
  it('remembers the member whose language was applied, until cleared', () => {
    const storage = new MemoryWebStorage();
    new LocalStorageLanguageCheckStorage(storage).markChecked(2);
    const adapter = new LocalStorageLanguageCheckStorage(storage);
    expect(adapter.checkedFor()).toBe(2);
    adapter.clear();
    expect(adapter.checkedFor()).toBeNull();
  });

  it('reads anything but a member id as unchecked', () => {
    const storage = new MemoryWebStorage();
    storage.setItem(LANGUAGE_CHECK_STORAGE_KEY, 'true');
    expect(new LocalStorageLanguageCheckStorage(storage).checkedFor()).toBeNull();
  });
});

describe('SessionStorageChunkReloadStorage', () => {
  it('remembers the last reload across instances (the reload itself)', () => {
    const storage = new MemoryWebStorage();
    new SessionStorageChunkReloadStorage(storage).recordReload(new Date('2026-03-01T12:00:00.000Z'));
    expect(new SessionStorageChunkReloadStorage(storage).lastReloadAt()).toEqual(new Date('2026-03-01T12:00:00.000Z'));
  });

  it('reads an unreadable value as never', () => {
    const storage = new MemoryWebStorage();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'yesterday');
    expect(new SessionStorageChunkReloadStorage(storage).lastReloadAt()).toBeNull();
  });
});
