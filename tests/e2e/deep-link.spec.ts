import { expect, test } from './support/test';
import { submitSignIn } from './support/demo';

test('a deep link in the action parameter is followed after sign-in', async ({ page }) => {
  await page.goto('/login?action=/faq');
  await submitSignIn(page, 'elite');
  await expect(page).toHaveURL(/\/faq$/);
});

test('a deep link older than 30 minutes is dropped and the member lands in the shop', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login?action=/faq');
  await page.clock.fastForward('31:00');
  await submitSignIn(page, 'elite');
  await expect(page).toHaveURL(/\/shop$/);
  expect(await page.evaluate(() => window.localStorage.getItem('rewards.deepLink'))).toBeNull();
});

test('a deep link to another site is never followed', async ({ page }) => {
  await page.goto('/login?action=//evil.example/steal');
  await submitSignIn(page, 'elite');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop$/);
});
