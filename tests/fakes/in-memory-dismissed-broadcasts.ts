import type { DismissedBroadcasts } from '@application/ports/dismissed-broadcasts';

/** DismissedBroadcasts held in memory, as one browser session would keep them. */
export class InMemoryDismissedBroadcasts implements DismissedBroadcasts {
  constructor(public stored: readonly string[] = []) {}

  load(): readonly string[] {
    return this.stored;
  }

  save(slugs: readonly string[]): void {
    this.stored = [...slugs];
  }
}
