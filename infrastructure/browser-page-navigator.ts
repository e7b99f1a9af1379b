import type { PageNavigator } from '@application/ports/page-navigator';

/** PageNavigator over the browser window. */
export class BrowserPageNavigator implements PageNavigator {
  constructor(private readonly window: Pick<Window, 'location' | 'close'>) {}

  assign(url: string): void {
    this.window.location.assign(url);
  }

  replace(url: string): void {
    this.window.location.replace(url);
  }

  reload(): void {
    this.window.location.reload();
  }

  close(): void {
    this.window.close();
  }
}
