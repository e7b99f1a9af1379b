import { preferredLanguageApplied } from './support/language-check';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/demo';

const SCREENS = [
  '/account',
  '/account/address',
  '/account/address/new',
  '/account/transactions',
  '/account/transactions?view=redeemable',
  '/account/reset-password',
  '/account/my-itinerary',
];

for (const prefix of ['', '/fr']) {
  test(`the account portal's screens have no serious accessibility violation (${prefix || '/'})`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'elite');
    await preferredLanguageApplied(page);
    for (const path of SCREENS) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The data of the screen, not only its frame: a list, a table or a form.
      await expect(page.locator('main form, main ul, main table').first()).toBeVisible();
      expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}
