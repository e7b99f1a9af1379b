import { test as base, expect } from '@playwright/test';

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
export const test = base.extend<{ contentSecurityPolicyViolations: string[]; hydrationMismatches: string[] }>({
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
