import type { Session } from '@domain/session/session';

/**
 * Keeps the session across page loads (spec §3 Session: token, expiry, SSO flag).
 *
 * Contract: `load` returns exactly what the last `save` stored, or null after
 * `clear`, when nothing was stored, or when the stored value is unreadable.
 * Never throws (storage may be unavailable, e.g. private browsing).
 */
export interface SessionStorage {
  load(): Session | null;
  save(session: Session): void;
  clear(): void;
}
