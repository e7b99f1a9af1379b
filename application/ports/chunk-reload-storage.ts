import type { StorageSlot } from './storage-slot';

/**
 * When the page was last reloaded because a code chunk failed to load (spec
 * §8: at most one reload per minute), kept for the browser tab's session so
 * it survives the reload itself.
 *
 * Contract: `read` returns what `write` stored, or null when
 * nothing readable is stored. Never throws.
 */
export type ChunkReloadStorage = StorageSlot<Date>;
