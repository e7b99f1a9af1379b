import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import {
  CHUNK_RELOAD_FORMAT,
  CURRENT_ACCOUNT_FORMAT,
  DEEP_LINK_FORMAT,
  DISMISSED_BROADCASTS_FORMAT,
  LANGUAGE_CHECK_FORMAT,
  LOGIN_AS_FORMAT,
  RECENTLY_VIEWED_FORMAT,
  SESSION_FORMAT,
} from './storage-slots';
import { WebStorageSlot, type SlotFormat } from './web-storage-slot';

/** What a slot of `format` reads from `raw` as a browser holds it. */
function readRaw<T>(format: SlotFormat<T>, raw: string): T | null {
  const storage = new MemoryWebStorage();
  storage.setItem(format.key, raw);
  return new WebStorageSlot(storage, format).read();
}

/** What a slot of `format` leaves in the browser for `value`. */
function written<T>(format: SlotFormat<T>, value: T): string | null {
  const storage = new MemoryWebStorage();
  new WebStorageSlot(storage, format).write(value);
  return storage.getItem(format.key);
}

const kettle = { slug: 'kettle', name: 'Steel Kettle', imageUrl: '/kettle.svg', points: 8000 };
const lamp = { slug: 'lamp', name: 'Desk Lamp', imageUrl: null, points: 6000 };

// Members' browsers hold these entries already: each key and format must read as it always did.
describe('The storefront’s slots keep their keys and formats', () => {
  it('the session: rewards.session, dates as ISO text, no credential', () => {
    const raw = '{"memberId":1,"issuedAt":"2026-03-01T12:00:00.000Z","expiresAt":"2026-03-01T13:00:00.000Z","isSso":true}';
    const session = readRaw(SESSION_FORMAT, raw);
    expect(SESSION_FORMAT.key).toBe('rewards.session');
    expect(session).toEqual({
      memberId: 1,
      issuedAt: new Date('2026-03-01T12:00:00.000Z'),
      expiresAt: new Date('2026-03-01T13:00:00.000Z'),
      isSso: true,
    });
    expect(written(SESSION_FORMAT, session!)).toBe(raw);
    expect(readRaw(SESSION_FORMAT, raw.replace(',"isSso":true', ''))?.isSso).toBe(false);
  });

  it.each([
    // Stored with its bearer token before the session moved to the httpOnly cookie: the cookie is not there, so signed out.
    '{"token":"a.b.c","memberId":1,"issuedAt":"2026-03-01T12:00:00.000Z","expiresAt":"2026-03-01T13:00:00.000Z"}',
    '{"memberId":1,"issuedAt":"x","expiresAt":"y"}',
    '{"memberId":"1","issuedAt":"2026-03-01T12:00:00.000Z","expiresAt":"2026-03-01T13:00:00.000Z"}',
    '{"memberId":0,"issuedAt":"2026-03-01T12:00:00.000Z","expiresAt":"2026-03-01T13:00:00.000Z"}',
  ])('an invalid session (%s) is none', (raw) => expect(readRaw(SESSION_FORMAT, raw)).toBeNull());

  it.each([
    [CURRENT_ACCOUNT_FORMAT, 'rewards.currentAccountId'],
    [LANGUAGE_CHECK_FORMAT, 'rewards.languageChecked'],
  ])('a positive whole id, as its digits (%#: %s)', (format, key) => {
    expect(format.key).toBe(key);
    expect(written(format, 102)).toBe('102');
    expect(readRaw(format, '102')).toBe(102);
    for (const raw of ['', 'abc', '-3', '1.5', '0', 'true', '"102"']) expect(readRaw(format, raw)).toBeNull();
  });

  it('a deep link: rewards.deepLink, its expiry as ISO text', () => {
    const link = { target: '/account/wishlist?tab=1', expiresAt: new Date('2026-03-01T12:30:00.000Z') };
    expect(DEEP_LINK_FORMAT.key).toBe('rewards.deepLink');
    expect(written(DEEP_LINK_FORMAT, link)).toBe('{"target":"/account/wishlist?tab=1","expiresAt":"2026-03-01T12:30:00.000Z"}');
    expect(readRaw(DEEP_LINK_FORMAT, '{"target":"/account/wishlist?tab=1","expiresAt":"2026-03-01T12:30:00.000Z"}')).toEqual(link);
    for (const raw of ['{"target":"/faq"}', '{"target":3,"expiresAt":"2026-03-01T12:30:00.000Z"}', '[]']) expect(readRaw(DEEP_LINK_FORMAT, raw)).toBeNull();
  });

  it('log-in-as details: rewards.loginAs; a missing admin id or logout URL is null, a missing token none', () => {
    const state = { loginAsToken: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' };
    expect(LOGIN_AS_FORMAT.key).toBe('rewards.loginAs');
    expect(readRaw(LOGIN_AS_FORMAT, written(LOGIN_AS_FORMAT, state)!)).toEqual(state);
    expect(readRaw(LOGIN_AS_FORMAT, '{"loginAsToken":"t","adminId":"9"}')).toEqual({ loginAsToken: 't', adminId: null, logoutUrl: null });
    expect(readRaw(LOGIN_AS_FORMAT, '{"adminId":9}')).toBeNull();
  });

  it('recently viewed products: rewards.recentlyViewed, in order; entries that are not products are left out', () => {
    expect(RECENTLY_VIEWED_FORMAT.key).toBe('rewards.recentlyViewed');
    expect(readRaw(RECENTLY_VIEWED_FORMAT, written(RECENTLY_VIEWED_FORMAT, [kettle, lamp])!)).toEqual([kettle, lamp]);
    const tampered = [kettle, 'lamp', { slug: '', name: 'Blank', points: 1 }, { slug: 'mug', name: 'Mug', points: '5' }, null, { ...lamp, imageUrl: 7 }];
    expect(readRaw(RECENTLY_VIEWED_FORMAT, JSON.stringify(tampered))).toEqual([kettle, lamp]);
    expect(readRaw(RECENTLY_VIEWED_FORMAT, '{"slug":"kettle"}')).toBeNull();
  });

  it('the last chunk reload: rewards.chunkReloadAt, in epoch milliseconds', () => {
    expect(CHUNK_RELOAD_FORMAT.key).toBe('rewards.chunkReloadAt');
    expect(written(CHUNK_RELOAD_FORMAT, new Date('2026-03-01T12:00:00.000Z'))).toBe('1772366400000');
    expect(readRaw(CHUNK_RELOAD_FORMAT, '1772366400000')).toEqual(new Date('2026-03-01T12:00:00.000Z'));
    expect(readRaw(CHUNK_RELOAD_FORMAT, 'yesterday')).toBeNull();
    expect(readRaw(CHUNK_RELOAD_FORMAT, '"2026-03-01"')).toBeNull();
  });

  it('dismissed broadcasts: rewards.dismissedBroadcasts, each slug once, text entries only', () => {
    expect(DISMISSED_BROADCASTS_FORMAT.key).toBe('rewards.dismissedBroadcasts');
    expect(written(DISMISSED_BROADCASTS_FORMAT, ['a', 'b', 'a'])).toBe('["a","b"]');
    expect(readRaw(DISMISSED_BROADCASTS_FORMAT, '["ok", 3, null, "fine", "ok"]')).toEqual(['ok', 'fine']);
    expect(readRaw(DISMISSED_BROADCASTS_FORMAT, '{"a":1}')).toBeNull();
  });
});
