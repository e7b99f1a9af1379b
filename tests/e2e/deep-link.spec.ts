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
  // The store keeps the link once it has booted, which on a loaded machine can be after the page's load event: the
  // clock moves only once the link is kept, or the link would be kept with the later time and still be fresh.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('rewards.deepLink'))).not.toBeNull();
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
