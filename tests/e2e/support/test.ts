import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

import { HYDRATION_MISMATCH } from '../../../ui/server-rendering/server-rendered-root';

export * from '@playwright/test';


/**
 * Playwright's `test`, with two more checks on every journey. The page broke
 * no rule of its Content-Security-Policy: Chromium reports a refused script,
 * style or form post as a console error; a journey that passes while a style
 * was silently dropped would hide a broken page. And a page the server
 * rendered hydrated as it was (issue 24): React renders a mismatched part
 * afresh, which the member sees as a flash and which costs the time the
 * server saved.
 */
/**
 * Until a page the server rendered has hydrated, the browser's own handling of
 * links and forms acts (a submit button stays disabled): the journeys act on
 * it once its page is ready, as a member's first click meets a page that
 * responds. A page the browser renders itself needs no wait.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const rendered = root?.getAttribute('data-server-rendered');
    const hydrating = rendered === 'guest' || rendered === 'member' || rendered === 'login-as';
    return root === null || !hydrating || root.hasAttribute('data-page-ready');
  });
}

/** Makes `page.goto` and `page.reload` wait for a server-rendered page to hydrate (see `hydrated`). */
function waitForHydrationOnLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
}

/**
 * A second browser of the journey (another device, the support console): a
 * context of its own whose pages, like the journey's, come back from goto and
 * reload once a server-rendered page has hydrated.
 */
export async function newBrowserContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', waitForHydrationOnLoads);
  return context;
}

export const test = base.extend<{ contentSecurityPolicyViolations: string[]; hydrationMismatches: string[] }>({
  // On every page of the journey, page.goto and page.reload come back once a server-rendered page has hydrated.
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationOnLoads);
    await use(context);
  },
  contentSecurityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Every page of the journey: the store an admin opens from the console is a tab of its own.
      context.on('page', (page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
        }),
      );
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      context.on('page', (page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH)) mismatches.push(message.text());
        }),
      );
      await use(mismatches);
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});
