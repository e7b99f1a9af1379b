import { addRecentlyViewedProduct, type RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { RecentlyViewedStorage } from '../ports/recently-viewed-storage';

/**
 * The products the member (or visitor) viewed last, newest first (spec §2
 * "recently viewed", §9: four kept), kept in browser storage across visits.
 *
 * Invariant: `items$` always shows what the storage holds (every change is
 * written first), with no duplicate and at most four entries.
 */
export class RecentlyViewedStore {
  private readonly state: BehaviorSubject<readonly RecentlyViewedProduct[]>;

  readonly items$: Observable<readonly RecentlyViewedProduct[]>;

  constructor(private readonly storage: RecentlyViewedStorage) {
    // Tidied on the way in: what an older version stored may hold duplicates or too many.
    const stored = (storage.read() ?? []).reduceRight<RecentlyViewedProduct[]>((list, product) => addRecentlyViewedProduct(list, product), []);
    this.state = new BehaviorSubject<readonly RecentlyViewedProduct[]>(stored);
    this.items$ = this.state.asObservable();
  }

  get snapshot(): readonly RecentlyViewedProduct[] {
    return this.state.getValue();
  }

  /** Puts `product` first (its newest name, image and price win). */
  record(product: RecentlyViewedProduct): void {
    const next = addRecentlyViewedProduct(this.state.getValue(), product);
    this.storage.write(next);
    this.state.next(next);
  }
}
