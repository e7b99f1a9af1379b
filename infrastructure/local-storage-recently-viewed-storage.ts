import type { RecentlyViewedStorage } from '@application/ports/recently-viewed-storage';
import type { RecentlyViewedProduct } from '@domain/catalogue/recently-viewed';

export const RECENTLY_VIEWED_STORAGE_KEY = 'rewards.recentlyViewed';

function toProduct(value: unknown): RecentlyViewedProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const { slug, name, imageUrl, points } = value as Record<string, unknown>;
  if (typeof slug !== 'string' || slug.trim() === '' || typeof name !== 'string') return null;
  if (typeof points !== 'number' || !Number.isFinite(points)) return null;
  return { slug, name, imageUrl: typeof imageUrl === 'string' && imageUrl !== '' ? imageUrl : null, points };
}

/**
 * RecentlyViewedStorage in localStorage (spec §4: browser storage), so the
 * list survives a new visit. What is stored is the browser's and may be
 * anything: unreadable JSON or a value that is not a list reads as an empty
 * list, and entries that are not products are skipped. A storage that
 * refuses to write keeps the list for the page only.
 */
export class LocalStorageRecentlyViewedStorage implements RecentlyViewedStorage {
  constructor(private readonly storage: Storage) {}

  read(): RecentlyViewedProduct[] {
    try {
      const raw = this.storage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
      if (raw === null) return [];
      const value: unknown = JSON.parse(raw);
      if (!Array.isArray(value)) return [];
      return value.map(toProduct).filter((product): product is RecentlyViewedProduct => product !== null);
    } catch {
      return [];
    }
  }

  write(list: readonly RecentlyViewedProduct[]): void {
    try {
      this.storage.setItem(
        RECENTLY_VIEWED_STORAGE_KEY,
        JSON.stringify(list.map(({ slug, name, imageUrl, points }) => ({ slug, name, imageUrl, points }))),
      );
    } catch {
      // Storage refused: the list lasts as long as the page.
    }
  }
}
