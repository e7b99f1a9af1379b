import type { LoginAsState } from '@application/ports/login-as-storage';
import type { RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';
import type { DeepLink } from '@rewards-storefront/domain/routing/deep-link';
import type { Session } from '@application/session/session';
import { WebStorageSlot, type SlotFormat } from './web-storage-slot';

/*
 * What the storefront keeps in the browser, each under its key and in the
 * format members' browsers already hold (journeys write `rewards.session`
 * and `rewards.languageChecked` themselves): change a key or a format and
 * members lose what they had.
 */

export const SESSION_STORAGE_KEY = 'rewards.session';
export const CURRENT_ACCOUNT_STORAGE_KEY = 'rewards.currentAccountId';
export const LANGUAGE_CHECK_STORAGE_KEY = 'rewards.languageChecked';
export const DEEP_LINK_STORAGE_KEY = 'rewards.deepLink';
export const LOGIN_AS_STORAGE_KEY = 'rewards.loginAs';
export const RECENTLY_VIEWED_STORAGE_KEY = 'rewards.recentlyViewed';
export const CHUNK_RELOAD_STORAGE_KEY = 'rewards.chunkReloadAt';
export const DISMISSED_BROADCASTS_STORAGE_KEY = 'rewards.dismissedBroadcasts';
export const DEVICE_TOKENS_STORAGE_KEY = 'rewards.deviceTokens';

const isRecord = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);
const dateOf = (json: unknown): Date | null => {
  const date = new Date(typeof json === 'string' || typeof json === 'number' ? json : Number.NaN);
  return Number.isNaN(date.getTime()) ? null : date;
};
const positiveId = (json: unknown): number | null => (typeof json === 'number' && Number.isSafeInteger(json) && json > 0 ? json : null);

/**
 * The member's session (localStorage, so it outlives the tab until it expires): no credential, the token is in
 * the httpOnly cookie. An entry that still holds a `token` is a bearer session stored before the cookie: it reads
 * as none, so the slot removes it and the member signs in again.
 */
export const SESSION_FORMAT: SlotFormat<Session> = {
  key: SESSION_STORAGE_KEY,
  parse: (json) => {
    if (!isRecord(json) || 'token' in json) return null;
    const memberId = positiveId(json.memberId);
    const issuedAt = dateOf(json.issuedAt ?? '');
    const expiresAt = dateOf(json.expiresAt ?? '');
    if (memberId === null || issuedAt === null || expiresAt === null) return null;
    return { memberId, issuedAt, expiresAt, isSso: json.isSso === true };
  },
  toJson: ({ memberId, issuedAt, expiresAt, isSso }) => ({
    memberId,
    issuedAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    isSso,
  }),
};

/** The card the member chose last; anything but a positive whole id is none. */
export const CURRENT_ACCOUNT_FORMAT: SlotFormat<number> = { key: CURRENT_ACCOUNT_STORAGE_KEY, parse: positiveId };

/** The member whose preferred language was applied after sign-in; anything but a member id is none. */
export const LANGUAGE_CHECK_FORMAT: SlotFormat<number> = { key: LANGUAGE_CHECK_STORAGE_KEY, parse: positiveId };

/** A deep link kept through the trip to online banking and back (a new page load, possibly in another tab). */
export const DEEP_LINK_FORMAT: SlotFormat<DeepLink> = {
  key: DEEP_LINK_STORAGE_KEY,
  parse: (json) => {
    if (!isRecord(json)) return null;
    const expiresAt = typeof json.expiresAt === 'string' ? dateOf(json.expiresAt) : null;
    return typeof json.target === 'string' && expiresAt !== null ? { target: json.target, expiresAt } : null;
  },
  toJson: (link) => ({ target: link.target, expiresAt: link.expiresAt.toISOString() }),
};

/** An admin's log-in-as details; without a token there are none, a missing admin id or logout URL is null. */
export const LOGIN_AS_FORMAT: SlotFormat<LoginAsState> = {
  key: LOGIN_AS_STORAGE_KEY,
  parse: (json) => {
    if (!isRecord(json)) return null;
    const { loginAsToken, adminId, logoutUrl } = json;
    if (typeof loginAsToken !== 'string' || loginAsToken === '') return null;
    return {
      loginAsToken,
      adminId: positiveId(adminId),
      logoutUrl: typeof logoutUrl === 'string' && logoutUrl !== '' ? logoutUrl : null,
    };
  },
};

function recentlyViewed(json: unknown): RecentlyViewedProduct | null {
  if (!isRecord(json)) return null;
  const { slug, name, imageUrl, points } = json;
  if (typeof slug !== 'string' || slug.trim() === '' || typeof name !== 'string') return null;
  if (typeof points !== 'number' || !Number.isFinite(points)) return null;
  return { slug, name, imageUrl: typeof imageUrl === 'string' && imageUrl !== '' ? imageUrl : null, points };
}

/** The products the member viewed last; an unreadable entry is left out, the rest kept. */
export const RECENTLY_VIEWED_FORMAT: SlotFormat<readonly RecentlyViewedProduct[]> = {
  key: RECENTLY_VIEWED_STORAGE_KEY,
  parse: (json) =>
    Array.isArray(json) ? json.map(recentlyViewed).filter((product): product is RecentlyViewedProduct => product !== null) : null,
  toJson: (list) => list.map(({ slug, name, imageUrl, points }) => ({ slug, name, imageUrl, points })),
};

/** When the page last reloaded itself after a failed chunk download (sessionStorage: this tab only), in epoch milliseconds. */
export const CHUNK_RELOAD_FORMAT: SlotFormat<Date> = {
  key: CHUNK_RELOAD_STORAGE_KEY,
  parse: (json) => (typeof json === 'number' ? dateOf(json) : null),
  toJson: (at) => at.getTime(),
};

/** The broadcasts the member dismissed in this tab (sessionStorage), each once. */
export const DISMISSED_BROADCASTS_FORMAT: SlotFormat<readonly string[]> = {
  key: DISMISSED_BROADCASTS_STORAGE_KEY,
  parse: (json) => (Array.isArray(json) ? [...new Set(json.filter((slug): slug is string => typeof slug === 'string'))] : null),
  toJson: (slugs) => [...new Set(slugs)],
};

/** The device tokens of the last usernames signed in on this browser, newest first, as [username, token] pairs. */
export const DEVICE_TOKENS_FORMAT: SlotFormat<readonly (readonly [string, string])[]> = {
  key: DEVICE_TOKENS_STORAGE_KEY,
  parse: (json) =>
    Array.isArray(json)
      ? json.filter((entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
      : null,
};

/** Every slot of the storefront, over the browser's storages. */
export function browserSlots(local: Storage, session: Storage) {
  return {
    sessionStorage: new WebStorageSlot(local, SESSION_FORMAT),
    currentAccountStorage: new WebStorageSlot(local, CURRENT_ACCOUNT_FORMAT),
    languageCheckStorage: new WebStorageSlot(local, LANGUAGE_CHECK_FORMAT),
    deepLinkStorage: new WebStorageSlot(local, DEEP_LINK_FORMAT),
    loginAsStorage: new WebStorageSlot(local, LOGIN_AS_FORMAT),
    recentlyViewedStorage: new WebStorageSlot(local, RECENTLY_VIEWED_FORMAT),
    chunkReloadStorage: new WebStorageSlot(session, CHUNK_RELOAD_FORMAT),
    dismissedBroadcasts: new WebStorageSlot(session, DISMISSED_BROADCASTS_FORMAT),
  };
}
