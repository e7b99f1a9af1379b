import type { DismissedBroadcasts } from '@application/ports/dismissed-broadcasts';

export const DISMISSED_BROADCASTS_STORAGE_KEY = 'rewards.dismissedBroadcasts';

/**
 * DismissedBroadcasts in the browser's sessionStorage: a dismissed message
 * stays away in this tab until it is closed. Anything unreadable reads as
 * nothing dismissed (the message simply shows again).
 */
export class SessionStorageDismissedBroadcasts implements DismissedBroadcasts {
  constructor(private readonly storage: Storage) {}

  load(): readonly string[] {
    try {
      const raw = this.storage.getItem(DISMISSED_BROADCASTS_STORAGE_KEY);
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return [...new Set(parsed.filter((slug): slug is string => typeof slug === 'string'))];
    } catch {
      return [];
    }
  }

  save(slugs: readonly string[]): void {
    try {
      this.storage.setItem(DISMISSED_BROADCASTS_STORAGE_KEY, JSON.stringify([...new Set(slugs)]));
    } catch {
      // Storage refused: the dismissal lasts as long as the page.
    }
  }
}
