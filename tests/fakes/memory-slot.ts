import type { StorageSlot } from '@application/ports/storage-slot';

/** A {@link StorageSlot} in memory, for tests: `stored` is what a page load would read. */
export class MemorySlot<T> implements StorageSlot<T> {
  constructor(public stored: T | null = null) {}

  read(): T | null {
    return this.stored;
  }

  write(value: T): void {
    this.stored = value;
  }

  clear(): void {
    this.stored = null;
  }
}
