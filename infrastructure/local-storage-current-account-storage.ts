import type { CurrentAccountStorage } from '@application/ports/current-account-storage';

export const CURRENT_ACCOUNT_STORAGE_KEY = 'rewards.currentAccountId';

/** CurrentAccountStorage in localStorage; anything but a positive whole id reads as none. */
export class LocalStorageCurrentAccountStorage implements CurrentAccountStorage {
  constructor(private readonly storage: Storage) {}

  load(): number | null {
    try {
      const raw = this.storage.getItem(CURRENT_ACCOUNT_STORAGE_KEY);
      const id = raw === null ? Number.NaN : Number(raw);
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  }

  save(accountId: number): void {
    try {
      this.storage.setItem(CURRENT_ACCOUNT_STORAGE_KEY, String(accountId));
    } catch {
      // Storage refused: the choice lasts as long as the page.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(CURRENT_ACCOUNT_STORAGE_KEY);
    } catch {
      // Nothing to clear when the storage cannot be used.
    }
  }
}
