import type { Page } from '@playwright/test';

/**
 * Waits until the store has applied the member's preferred language after
 * sign-in (spec §4: once per session, recorded in browser storage). A test
 * that opens French pages for a member who prefers English does so after
 * it, as a member who chose French would; before it, the store would still
 * move them to their preferred language.
 */
export async function preferredLanguageApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => window.localStorage.getItem('rewards.languageChecked') !== null);
}
