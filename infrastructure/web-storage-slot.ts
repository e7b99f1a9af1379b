import type { StorageSlot } from '@application/ports/storage-slot';

/** How a slot's value is kept: under which key, and how it is read back from JSON. */
export interface SlotFormat<T> {
  readonly key: string;
  /** The value `json` holds, or null when it is not one (an older or a tampered entry). */
  readonly parse: (json: unknown) => T | null;
  /** What is written as JSON; the value itself unless given. */
  readonly toJson?: (value: T) => unknown;
}

/**
 * A {@link StorageSlot} in localStorage or sessionStorage, as JSON under
 * `format.key`.
 *
 * Always holds: a missing, unparsable or invalid entry reads as none, and
 * an unparsable or invalid one is removed on the way (an older format must
 * not linger: a session stored with its bearer token before the session
 * moved to an httpOnly cookie is wiped at its first read); a storage that
 * throws (private mode, full, disabled) is never an error.
 */
export class WebStorageSlot<T> implements StorageSlot<T> {
  constructor(
    private readonly storage: Storage,
    private readonly format: SlotFormat<T>,
  ) {}

  read(): T | null {
    try {
      const raw = this.storage.getItem(this.format.key);
      if (raw === null) return null;
      const value = this.parseOrNull(raw);
      if (value === null) this.storage.removeItem(this.format.key);
      return value;
    } catch {
      return null;
    }
  }

  private parseOrNull(raw: string): T | null {
    try {
      return this.format.parse(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  write(value: T): void {
    try {
      this.storage.setItem(this.format.key, JSON.stringify(this.format.toJson ? this.format.toJson(value) : value));
    } catch {
      // Storage refused: the value lasts as long as the page.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(this.format.key);
    } catch {
      // Nothing to clear when the storage cannot be used.
    }
  }
}
