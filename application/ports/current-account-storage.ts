import type { StorageSlot } from './storage-slot';

/**
 * Remembers which card the member chose, so the choice survives a reload
 * (spec §3: the current account id lives in browser storage).
 *
 */
export type CurrentAccountStorage = StorageSlot<number>;
