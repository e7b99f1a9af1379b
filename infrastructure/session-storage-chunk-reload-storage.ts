import type { ChunkReloadStorage } from '@application/ports/chunk-reload-storage';

export const CHUNK_RELOAD_STORAGE_KEY = 'rewards.chunkReloadAt';

/**
 * ChunkReloadStorage in sessionStorage: it must survive the reload it
 * records, and concerns this tab only.
 */
export class SessionStorageChunkReloadStorage implements ChunkReloadStorage {
  constructor(private readonly storage: Storage) {}

  lastReloadAt(): Date | null {
    try {
      const raw = this.storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
      const at = new Date(raw === null ? Number.NaN : Number(raw));
      return Number.isNaN(at.getTime()) ? null : at;
    } catch {
      return null;
    }
  }

  recordReload(at: Date): void {
    try {
      this.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at.getTime()));
    } catch {
      // Storage refused (quota): the next chunk failure may reload again; nothing else can remember it across the reload.
    }
  }
}
