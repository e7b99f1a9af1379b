import type { CurrentAccountStorage } from '@application/ports/current-account-storage';

/** A CurrentAccountStorage held in memory. */
export class InMemoryCurrentAccountStorage implements CurrentAccountStorage {
  constructor(public stored: number | null = null) {}

  load(): number | null {
    return this.stored;
  }

  save(accountId: number): void {
    this.stored = accountId;
  }

  clear(): void {
    this.stored = null;
  }
}
