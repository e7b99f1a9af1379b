import type { StorageSlot } from './storage-slot';
import type { RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';

/**
 * Where the recently viewed products live between visits (spec §4: browser
 * storage). Contract: `read` never throws and gives back what `write` last
 * stored, or null when nothing usable is stored.
 */
export type RecentlyViewedStorage = StorageSlot<readonly RecentlyViewedProduct[]>;
