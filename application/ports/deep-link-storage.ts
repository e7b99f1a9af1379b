import type { StorageSlot } from './storage-slot';
import type { DeepLink } from '@rewards-storefront/domain/routing/deep-link';

/**
 * Keeps the deep link a visitor arrived with (spec §2: a query parameter
 * `action` is saved with a 30-minute expiry) until they sign in, across the
 * round trip to online banking.
 *
 * Contract: `read` returns what the last `write` stored (target and expiry),
 * or null after `clear`, when nothing is stored or the stored value is
 * unreadable; it does not judge expiry (the application does). Never throws.
 */
export type DeepLinkStorage = StorageSlot<DeepLink>;
