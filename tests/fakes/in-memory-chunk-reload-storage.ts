import type { ChunkReloadStorage } from '@application/ports/chunk-reload-storage';

/** A ChunkReloadStorage held in memory. */
export class InMemoryChunkReloadStorage implements ChunkReloadStorage {
  constructor(public stored: Date | null = null) {}

  lastReloadAt(): Date | null {
    return this.stored;
  }

  recordReload(at: Date): void {
    this.stored = at;
  }
}
