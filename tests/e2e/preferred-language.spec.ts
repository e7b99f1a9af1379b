import { expect, test } from './support/test';
import { NBSP, submitSignIn, utilityBar } from './support/demo';

test('a member who prefers French gets the store in French after signing in', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'marie');
  await expect(page).toHaveURL(/\/fr\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(utilityBar(page, true).getByTestId('points-balance')).toHaveText(`23${NBSP}400${NBSP}pts`);

  // Only once: choosing English afterwards sticks.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop$/);
  await page.reload();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop$/);
});
