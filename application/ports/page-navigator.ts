/**
 * Leaves the single-page app: full-page loads (external addresses and the
 * server's sandbox pages), page reloads and closing the window.
 *
 * Only the UI calls it, after a use case decided where to go; adapters and
 * use cases never navigate.
 */
export interface PageNavigator {
  /** Loads `url` in this window (a full-page redirect). */
  assign(url: string): void;
  /** Loads `url` in place of the current page: Back does not return to it (a page that only redirects). */
  replace(url: string): void;
  reload(): void;
  /** Closes the window; browsers may refuse for a window a script did not open. */
  close(): void;
}
