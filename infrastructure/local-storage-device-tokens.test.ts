import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import { LocalStorageDeviceTokens, NO_DEVICE_TOKENS } from './local-storage-device-tokens';
import { DEVICE_TOKENS_STORAGE_KEY } from './storage-slots';

describe('LocalStorageDeviceTokens', () => {
  it('remembers a token per user name, trimmed and in any case', () => {
    const tokens = new LocalStorageDeviceTokens(new MemoryWebStorage());
    tokens.set(' Elite', 'one');
    tokens.set('marie', 'two');
    expect(tokens.get('ELITE ')).toBe('one');
    expect(tokens.get('marie')).toBe('two');
    expect(tokens.get('select')).toBeNull();
    tokens.set('elite', 'three');
    expect(tokens.get('elite')).toBe('three');
  });

  it('keeps the five newest members of a shared browser', () => {
    const tokens = new LocalStorageDeviceTokens(new MemoryWebStorage());
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) tokens.set(name, `token-${name}`);
    expect(tokens.get('a')).toBeNull();
    expect(tokens.get('b')).toBe('token-b');
    expect(tokens.get('f')).toBe('token-f');
  });

  it('reads a damaged entry as none and survives a storage that refuses writes', () => {
    const storage = new MemoryWebStorage();
    storage.setItem(DEVICE_TOKENS_STORAGE_KEY, '{not json');
    const tokens = new LocalStorageDeviceTokens(storage);
    expect(tokens.get('elite')).toBeNull();
    storage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify([['elite', 7], 'x', ['marie', 'ok']]));
    expect(tokens.get('elite')).toBeNull();
    expect(tokens.get('marie')).toBe('ok');
    storage.setItem(DEVICE_TOKENS_STORAGE_KEY, '{}');
    expect(tokens.get('marie')).toBeNull();
    storage.refuseWrites = true;
    expect(() => tokens.set('elite', 'x')).not.toThrow();
  });

  it('NO_DEVICE_TOKENS remembers nothing', () => {
    NO_DEVICE_TOKENS.set('elite', 'x');
    expect(NO_DEVICE_TOKENS.get('elite')).toBeNull();
  });
});
