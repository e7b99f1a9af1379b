import type { Page, Request } from '@playwright/test';

/**
 * Watches a page's requests from now on, so a test can wait until the
 * store has stopped calling out. Playwright's own 'networkidle' state
 * belongs to the document: after the store's client-side navigations
 * (sign-in landing on /shop) it has long been reached and waits for nothing.
 */
export function watchNetwork(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves once no request has been in flight for `quietMs`. */
    async quiet(timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network stayed busy: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await page.waitForTimeout(50);
      }
    },
  };
}
