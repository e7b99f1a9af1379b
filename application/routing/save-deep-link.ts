import { deepLinkFromSearch } from '@rewards-storefront/domain/routing/deep-link';
import type { Clock } from '../ports/clock';
import type { DeepLinkStorage } from '../ports/deep-link-storage';

/**
 * Saves the deep link a page's query carries (spec §2: a query parameter
 * `action` on any route, kept for 30 minutes), so it can be followed after
 * sign-in.
 *
 * Always holds: only an in-store path is saved (never another site); a
 * query without a usable `action` leaves any saved link as it was.
 */
export class SaveDeepLink {
  constructor(
    private readonly storage: DeepLinkStorage,
    private readonly clock: Clock,
  ) {}

  /** True when a deep link was saved. */
  execute({ search }: { readonly search: string }): boolean {
    const link = deepLinkFromSearch(search, this.clock.now());
    if (link === null) return false;
    this.storage.write(link);
    return true;
  }
}
