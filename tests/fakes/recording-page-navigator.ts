import type { PageNavigator } from '@application/ports/page-navigator';

/** A PageNavigator that records what the UI asked of the browser window. */
export class RecordingPageNavigator implements PageNavigator {
  readonly assigned: string[] = [];
  readonly replaced: string[] = [];
  reloads = 0;
  closes = 0;

  assign(url: string): void {
    this.assigned.push(url);
  }

  replace(url: string): void {
    this.replaced.push(url);
  }

  reload(): void {
    this.reloads += 1;
  }

  close(): void {
    this.closes += 1;
  }
}
