import { describe, expect, it } from 'vitest';
import { GUEST_CONTENT_MAX_AGE_MS, GuestContentCache } from './guest-content-cache';

describe('the guest content kept between pages', () => {
  it('serves an entry only for the content version it was read under', () => {
    const cache = new GuestContentCache();
    cache.set('demo|en-CA', 4, '{"v":4}', 0, Number.POSITIVE_INFINITY);
    expect(cache.get('demo|en-CA', 4, 1_000)).toBe('{"v":4}');
    expect(cache.get('demo|en-CA', 5, 1_000)).toBeUndefined();
    // A stale entry is dropped, not kept for an older version to find again.
    expect(cache.get('demo|en-CA', 4, 1_000)).toBeUndefined();
    expect(cache.get('demo|fr-CA', 4, 1_000)).toBeUndefined();
  });

  it('expires at the next change of the content by itself, and never later than its maximum age', () => {
    const cache = new GuestContentCache();
    cache.set('a', 1, 'A', 10_000, 12_000);
    expect(cache.get('a', 1, 11_999)).toBe('A');
    expect(cache.get('a', 1, 12_000)).toBeUndefined();
    cache.set('b', 1, 'B', 10_000, Number.POSITIVE_INFINITY);
    expect(cache.get('b', 1, 10_000 + GUEST_CONTENT_MAX_AGE_MS - 1)).toBe('B');
    expect(cache.get('b', 1, 10_000 + GUEST_CONTENT_MAX_AGE_MS)).toBeUndefined();
    expect(GUEST_CONTENT_MAX_AGE_MS).toBe(300_000);
  });

  it('holds at most its size, the oldest kept entry going first, so hosts a client makes up cannot fill memory', () => {
    const cache = new GuestContentCache(2);
    cache.set('one', 1, '1', 0, 100);
    cache.set('two', 1, '2', 0, 100);
    cache.set('one', 1, '1 again', 0, 100);
    cache.set('three', 1, '3', 0, 100);
    expect(cache.size).toBe(2);
    expect(cache.get('two', 1, 1)).toBeUndefined();
    expect(cache.get('one', 1, 1)).toBe('1 again');
    expect(cache.get('three', 1, 1)).toBe('3');
  });
});
