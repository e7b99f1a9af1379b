import { expect, test } from './support/test';
import { NBSP, submitSignIn, utilityBar } from './support/demo';

test('a member who prefers French gets the store in French after signing in, never the English shop first', async ({ page }) => {
  await page.goto('/login');
  // Every address the tab shows, the router's own moves included.
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  await submitSignIn(page, 'marie');
  await expect(page).toHaveURL(/\/fr\/shop$/);
  // The sign-in's answer names the preferred language: the store lands in it at once (issue 24).
  expect(shown).not.toContain('/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(utilityBar(page, true).getByTestId('points-balance')).toHaveText(`23${NBSP}400${NBSP}pts`);

  // Only once: choosing English afterwards sticks.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop$/);
  await page.reload();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop$/);
});
