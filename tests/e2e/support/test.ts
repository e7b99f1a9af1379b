import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with one more check on every journey: the page broke
 * no rule of its Content-Security-Policy. Chromium reports a refused script,
 * style or form post as a console error; a journey that passes while a style
 * was silently dropped would hide a broken page.
 */
export const test = base.extend<{ contentSecurityPolicyViolations: string[] }>({
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
});
