import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import {
  CURRENT_ACCOUNT_STORAGE_KEY,
  LocalStorageCurrentAccountStorage,
} from './local-storage-current-account-storage';

describe('LocalStorageCurrentAccountStorage', () => {
  it('remembers the chosen card id across instances, as across reloads', () => {
    const storage = new MemoryWebStorage();
    new LocalStorageCurrentAccountStorage(storage).save(102);
    expect(new LocalStorageCurrentAccountStorage(storage).load()).toBe(102);
  });

  it.each(['', 'abc', '-3', '1.5', '0'])('reads %j as no stored card', (raw) => {
    const storage = new MemoryWebStorage();
    storage.setItem(CURRENT_ACCOUNT_STORAGE_KEY, raw);
    expect(new LocalStorageCurrentAccountStorage(storage).load()).toBeNull();
  });
});
