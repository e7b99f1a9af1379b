import { expect, test } from './support/test';
import { signIn, utilityBar } from './support/demo';

test('after 15 minutes idle the session-expired modal closes the store and signs the member out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'elite');
  await expect(utilityBar(page).getByTestId('points-balance')).toBeVisible();

  await page.clock.fastForward('15:01');
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toContainText('Your session has expired due to inactivity. Please log on again to renew your session.');
  expect(await page.evaluate(() => window.localStorage.length === 0 || !Object.keys(window.localStorage).some((key) => key.includes('session')))).toBe(true);

  await dialog.getByRole('button', { name: 'Close store' }).click();
  await expect(page).toHaveURL(/\/sandbox\/programme-home/);
});

test('activity keeps the session alive past 15 minutes', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'elite');
  for (let minute = 0; minute < 4; minute += 1) {
    await page.clock.fastForward('05:00');
    await page.mouse.move(100 + minute * 10, 200);
  }
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
  await expect(utilityBar(page).getByTestId('points-balance')).toBeVisible();
});

test('activity in one tab keeps the session alive in a tab left alone', async ({ context, page }) => {
  // The clock is the context's: both tabs' timers move together.
  await page.clock.install();
  await signIn(page, 'elite');
  const otherTab = await context.newPage();
  await otherTab.goto('/shop');
  await expect(utilityBar(otherTab).getByTestId('points-balance')).toBeVisible();

  for (let minute = 0; minute < 4; minute += 1) {
    await page.clock.fastForward('05:00');
    await otherTab.mouse.move(100 + minute * 10, 200);
  }
  // 20 minutes without a touch on the first tab: the member was busy in the other one.
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
  await expect(utilityBar(page).getByTestId('points-balance')).toBeVisible();

  // Once neither tab is used for 15 minutes, the session ends in both.
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toBeVisible();
  await expect(otherTab.getByRole('dialog', { name: 'Session expired' })).toBeVisible();
});

test('the session-expired modal is in French under /fr', async ({ page }) => {
  await page.clock.install();
  // Marie prefers French; Alex would be switched to English after signing in.
  await signIn(page, 'marie', { french: true });
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('dialog', { name: 'Session expirée' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fermer la boutique' })).toBeVisible();
});
