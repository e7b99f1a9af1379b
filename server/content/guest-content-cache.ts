/**
 * The guest content the storefront's page inlines (server/storefront/inline-guest-content.ts), kept in memory:
 * it is the same for every guest of a programme, language and host, so a page need not ask the programme API
 * for it twice. It holds no member's data.
 *
 * Always holds: an entry is served only for the content version it was read under (migration 0027 counts every
 * change to the content tables; a node hears the new count a moment after the change's commit, or reads it while
 * not listening: server/content/content-version-watch.ts) and before its
 * expiry (the next time a broadcast starts or ends, and never longer than its maximum age, {@link GUEST_CONTENT_MAX_AGE_MS} by default); at
 * most `maxEntries` entries are held (the Host header is the client's to choose), the oldest going first.
 */
export const GUEST_CONTENT_MAX_AGE_MS = 5 * 60_000;

interface Entry<T> {
  readonly version: number;
  readonly value: T;
  readonly expiresAt: number;
}

/** Also the cache of guests' server-rendered pages (server/storefront/storefront-routes.ts), with an age of its own. */
export class GuestContentCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries = 64,
    private readonly maxAgeMs = GUEST_CONTENT_MAX_AGE_MS,
  ) {}

  get(key: string, version: number, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version !== version || nowMs >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read under content `version`, until `expiresAt` (at most the maximum age from `nowMs`). */
  set(key: string, version: number, value: T, nowMs: number, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { version, value, expiresAt: Math.min(expiresAt, nowMs + this.maxAgeMs) });
  }

  get size(): number {
    return this.entries.size;
  }
}
