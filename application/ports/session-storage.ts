import type { Session } from '@rewards-storefront/domain/session/session';
import type { StorageSlot } from './storage-slot';

/**
 * Keeps the session across page loads (spec §3 Session: token, expiry, SSO flag).
 *
 * Contract: `read` returns exactly what the last `write` stored, or null after
 * `clear`, when nothing was stored, or when the stored value is unreadable.
 * Never throws (storage may be unavailable, e.g. private browsing).
 */
export type SessionStorage = StorageSlot<Session>;
