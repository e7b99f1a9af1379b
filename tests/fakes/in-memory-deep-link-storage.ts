import type { DeepLinkStorage } from '@application/ports/deep-link-storage';
import type { DeepLink } from '@domain/routing/deep-link';

/** A DeepLinkStorage held in memory. */
export class InMemoryDeepLinkStorage implements DeepLinkStorage {
  constructor(public stored: DeepLink | null = null) {}

  load(): DeepLink | null {
    return this.stored;
  }

  save(link: DeepLink): void {
    this.stored = link;
  }

  clear(): void {
    this.stored = null;
  }
}
