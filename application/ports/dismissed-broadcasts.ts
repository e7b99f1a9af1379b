import type { StorageSlot } from './storage-slot';

/**
 * Remembers which broadcast messages the visitor dismissed (spec §2: broadcast
 * messages are dismissible), for the browser session only: a message comes
 * back in a new session, in case it still matters.
 *
 * Contract: `read` returns the slugs last saved, without duplicates, or null
 * when nothing readable is stored; never throws (storage may be
 * unavailable).
 */
export type DismissedBroadcasts = StorageSlot<readonly string[]>;
