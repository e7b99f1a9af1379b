import { MemoryStorage } from '@infrastructure/memory-storage';

/** A Web Storage (localStorage) kept in memory, for adapters tested outside a browser; it can refuse writes. */
export class MemoryWebStorage extends MemoryStorage {
  /** When true, writes throw as a full or private-mode storage does. */
  refuseWrites = false;

  override setItem(key: string, value: string): void {
    if (this.refuseWrites) throw new DOMException('QuotaExceededError');
    super.setItem(key, value);
  }
}
