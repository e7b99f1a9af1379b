import type { RecentlyViewedStorage } from '@application/ports/recently-viewed-storage';
import type { RecentlyViewedProduct } from '@domain/catalogue/recently-viewed';

/** RecentlyViewedStorage in memory; `list` is what is stored, for tests to seed and inspect. */
export class InMemoryRecentlyViewedStorage implements RecentlyViewedStorage {
  constructor(public list: readonly RecentlyViewedProduct[] = []) {}

  read(): RecentlyViewedProduct[] {
    return [...this.list];
  }

  write(list: readonly RecentlyViewedProduct[]): void {
    this.list = [...list];
  }
}
