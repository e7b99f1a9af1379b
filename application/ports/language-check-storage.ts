import type { StorageSlot } from './storage-slot';

/**
 * Remembers that the preferred language of the profile was applied (spec §3:
 * the language-check flag lives in browser storage; §4: it happens once).
 * Kept per member, so the next member signing in on this browser gets their
 * own language.
 *
 * Contract: `read` returns the member id last marked, or null after
 * `clear` or when nothing readable is stored. Never throws.
 */
export type LanguageCheckStorage = StorageSlot<number>;
