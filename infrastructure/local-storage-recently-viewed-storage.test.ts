import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import { LocalStorageRecentlyViewedStorage, RECENTLY_VIEWED_STORAGE_KEY } from './local-storage-recently-viewed-storage';

const kettle = { slug: 'kettle', name: 'Steel Kettle', imageUrl: '/kettle.svg', points: 8000 };
const lamp = { slug: 'lamp', name: 'Desk Lamp', imageUrl: null, points: 6000 };

describe('LocalStorageRecentlyViewedStorage', () => {
  it('reads what it wrote, in order, across instances (a new visit)', () => {
    const storage = new MemoryWebStorage();
    new LocalStorageRecentlyViewedStorage(storage).write([kettle, lamp]);
    expect(new LocalStorageRecentlyViewedStorage(storage).read()).toEqual([kettle, lamp]);
  });

  it.each(['not json', '{"slug":"kettle"}', 'null', '42'])('reads %s as an empty list', (raw) => {
    const storage = new MemoryWebStorage();
    storage.setItem(RECENTLY_VIEWED_STORAGE_KEY, raw);
    expect(new LocalStorageRecentlyViewedStorage(storage).read()).toEqual([]);
  });

  it('skips entries that are not products and keeps the rest', () => {
    const storage = new MemoryWebStorage();
    storage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify([kettle, 'lamp', { slug: '', name: 'Blank', points: 1 }, { slug: 'mug', name: 'Mug', points: '5' }, null, { ...lamp, imageUrl: 7 }]),
    );
    expect(new LocalStorageRecentlyViewedStorage(storage).read()).toEqual([kettle, lamp]);
  });

  it('reads nothing when nothing is stored, and never throws when storage refuses writes', () => {
    const storage = new MemoryWebStorage();
    const adapter = new LocalStorageRecentlyViewedStorage(storage);
    expect(adapter.read()).toEqual([]);
    storage.refuseWrites = true;
    expect(() => adapter.write([kettle])).not.toThrow();
  });
});
