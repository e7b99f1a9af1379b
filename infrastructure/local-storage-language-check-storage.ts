import type { LanguageCheckStorage } from '@application/ports/language-check-storage';

export const LANGUAGE_CHECK_STORAGE_KEY = 'rewards.languageChecked';

/** LanguageCheckStorage in localStorage: the id of the member whose preferred language was applied. */
export class LocalStorageLanguageCheckStorage implements LanguageCheckStorage {
  constructor(private readonly storage: Storage) {}

  checkedFor(): number | null {
    try {
      const raw = this.storage.getItem(LANGUAGE_CHECK_STORAGE_KEY);
      const id = raw === null ? Number.NaN : Number(raw);
      return Number.isSafeInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  }

  markChecked(memberId: number): void {
    try {
      this.storage.setItem(LANGUAGE_CHECK_STORAGE_KEY, String(memberId));
    } catch {
      // Storage refused: the language may be applied again on the next page load.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(LANGUAGE_CHECK_STORAGE_KEY);
    } catch {
      // Nothing can be left behind in a storage that cannot be used.
    }
  }
}
