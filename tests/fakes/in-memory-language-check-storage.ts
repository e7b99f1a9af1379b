import type { LanguageCheckStorage } from '@application/ports/language-check-storage';

/** A LanguageCheckStorage held in memory. */
export class InMemoryLanguageCheckStorage implements LanguageCheckStorage {
  constructor(public stored: number | null = null) {}

  checkedFor(): number | null {
    return this.stored;
  }

  markChecked(memberId: number): void {
    this.stored = memberId;
  }

  clear(): void {
    this.stored = null;
  }
}
