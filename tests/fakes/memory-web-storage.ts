/** A Web Storage (localStorage) kept in memory, for adapters tested outside a browser. */
export class MemoryWebStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** When true, writes throw as a full or private-mode storage does. */
  refuseWrites = false;

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.refuseWrites) throw new DOMException('QuotaExceededError');
    this.items.set(key, String(value));
  }
}
