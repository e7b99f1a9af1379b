import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import {
  DISMISSED_BROADCASTS_STORAGE_KEY,
  SessionStorageDismissedBroadcasts,
} from './session-storage-dismissed-broadcasts';

describe('SessionStorageDismissedBroadcasts', () => {
  it('remembers dismissed slugs across instances, as across page loads in one tab', () => {
    const storage = new MemoryWebStorage();
    new SessionStorageDismissedBroadcasts(storage).save(['a', 'b', 'a']);
    expect(new SessionStorageDismissedBroadcasts(storage).load()).toEqual(['a', 'b']);
  });

  it.each(['not json', '{"a":1}', '42', 'null'])('reads %j as nothing dismissed', (raw) => {
    const storage = new MemoryWebStorage();
    storage.setItem(DISMISSED_BROADCASTS_STORAGE_KEY, raw);
    expect(new SessionStorageDismissedBroadcasts(storage).load()).toEqual([]);
  });

  it('keeps only the text entries of a tampered list', () => {
    const storage = new MemoryWebStorage();
    storage.setItem(DISMISSED_BROADCASTS_STORAGE_KEY, '["ok", 3, null, "fine"]');
    expect(new SessionStorageDismissedBroadcasts(storage).load()).toEqual(['ok', 'fine']);
  });

  it('does not throw when the storage refuses writes', () => {
    const storage = new MemoryWebStorage();
    storage.refuseWrites = true;
    expect(() => new SessionStorageDismissedBroadcasts(storage).save(['a'])).not.toThrow();
  });
});
