import type { DeepLinkStorage } from '@application/ports/deep-link-storage';
import type { DeepLink } from '@domain/routing/deep-link';

export const DEEP_LINK_STORAGE_KEY = 'rewards.deepLink';

/**
 * DeepLinkStorage in localStorage: the deep link must survive the trip to
 * online banking and back (a new page load, possibly in another tab).
 * Unreadable entries read as none.
 */
export class LocalStorageDeepLinkStorage implements DeepLinkStorage {
  constructor(private readonly storage: Storage) {}

  load(): DeepLink | null {
    try {
      const raw = this.storage.getItem(DEEP_LINK_STORAGE_KEY);
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null) return null;
      const { target, expiresAt } = value as { target?: unknown; expiresAt?: unknown };
      const expiry = new Date(typeof expiresAt === 'string' ? expiresAt : Number.NaN);
      if (typeof target !== 'string' || Number.isNaN(expiry.getTime())) return null;
      return { target, expiresAt: expiry };
    } catch {
      return null;
    }
  }

  save(link: DeepLink): void {
    try {
      this.storage.setItem(DEEP_LINK_STORAGE_KEY, JSON.stringify({ target: link.target, expiresAt: link.expiresAt.toISOString() }));
    } catch {
      // Storage refused: the deep link is lost, and the member lands on the shop.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(DEEP_LINK_STORAGE_KEY);
    } catch {
      // Nothing can be left behind in a storage that cannot be used.
    }
  }
}
