import type { RecentlyViewedProduct } from '@domain/catalogue/recently-viewed';

/**
 * Where the recently viewed products live between visits (spec §4: browser
 * storage). Contract: `read` never throws and gives back what `write` last
 * stored, or an empty list when nothing usable is stored.
 */
export interface RecentlyViewedStorage {
  read(): RecentlyViewedProduct[];
  write(list: readonly RecentlyViewedProduct[]): void;
}
