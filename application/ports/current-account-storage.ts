/**
 * Remembers which card the member chose, so the choice survives a reload
 * (spec §3: the current account id lives in browser storage).
 *
 * Contract: `load` returns the last saved id or null; never throws.
 */
export interface CurrentAccountStorage {
  load(): number | null;
  save(accountId: number): void;
  clear(): void;
}
