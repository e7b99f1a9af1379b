import { liveDeepLink } from '@rewards-storefront/domain/routing/deep-link';
import type { Clock } from '../ports/clock';
import type { DeepLinkStorage } from '../ports/deep-link-storage';

/**
 * Where to go right after sign-in (login form, single sign-on, login-as,
 * accepted pending actions): the saved deep link if it is still live (spec
 * §2); the caller goes to the shop otherwise.
 *
 * Always holds: a deep link is followed at most once: whatever was saved is
 * deleted when read, live or expired.
 */
export class TakeDeepLink {
  constructor(
    private readonly storage: DeepLinkStorage,
    private readonly clock: Clock,
  ) {}

  /** The in-store path to open (no locale prefix needed), or null. */
  execute(): string | null {
    const saved = this.storage.read();
    if (saved === null) return null;
    this.storage.clear();
    return liveDeepLink(saved, this.clock.now())?.target ?? null;
  }
}
