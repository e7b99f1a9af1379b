import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { signIn, utilityBar } from './support/demo';

test('2 minutes before the idle timeout a dialog warns; "Stay signed in" (keyboard) keeps the member signed in with a new token', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'elite');
  await expect(utilityBar(page).getByTestId('points-balance')).toBeVisible();
  const tokenBefore = await page.evaluate(() => JSON.stringify(window.localStorage));

  await page.clock.fastForward('13:01');
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toContainText('you will be signed out after 15 minutes without activity');
  await expect(dialog.getByRole('timer')).toHaveText(/Time left: 1 min 5\d s/);
  expect(await seriousViolations(page)).toEqual([]);

  const refreshed = page.waitForResponse((response) => response.url().includes('/auth/refresh') && response.status() === 200);
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await refreshed;
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toBe(tokenBefore);

  // The 15 minutes start again from the answer.
  await page.clock.fastForward('12:00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(utilityBar(page).getByTestId('points-balance')).toBeVisible();
});

test('if nothing is done, the French warning gives way to the session-expired dialog', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'marie', { french: true });
  await page.clock.fastForward('13:01');
  const warning = page.getByRole('dialog', { name: 'Êtes-vous toujours là\u202f?' });
  await expect(warning.getByRole('button', { name: 'Rester connecté' })).toBeVisible();
  await expect(warning.getByRole('timer')).toHaveText(/Temps restant\s: 1\smin 5\d\ss/);
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('dialog', { name: 'Session expirée' })).toBeVisible();
  await expect(warning).toHaveCount(0);
});
