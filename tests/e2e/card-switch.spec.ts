import { expect, test } from './support/test';
import { signIn, utilityBar } from './support/demo';

test('a member with several cards switches card and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'elite');
  const bar = utilityBar(page);
  await expect(bar.getByTestId('points-balance')).toHaveText('152,300 PTS');

  await bar.getByRole('button', { name: 'Change card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a card' });
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  const select = dialog.getByRole('button', { name: 'Select' });
  await expect(select).toBeDisabled();

  await dialog.getByRole('radio', { name: /Premier World/ }).check();
  await expect(select).toBeEnabled();
  await select.click();
  await expect(dialog).toBeHidden();

  await expect(bar.getByTestId('points-balance')).toHaveText('48,750 PTS');
  await expect(bar.getByTestId('card-name')).toHaveText(/Premier World/);
  await expect(bar.getByTestId('card-number')).toHaveText('**** 7390');

  await page.reload();
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText('48,750 PTS');
  await expect(utilityBar(page).getByTestId('card-number')).toHaveText('**** 7390');
});

test('the card switcher works from the keyboard alone', async ({ page }) => {
  await signIn(page, 'elite');
  const chevron = utilityBar(page).getByRole('button', { name: 'Change card' });
  await chevron.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose a card' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(chevron).toBeFocused();
});

test('a select member sees only the masked number and a single card has no chevron', async ({ page }) => {
  await signIn(page, 'select');
  const bar = utilityBar(page);
  await expect(bar.getByTestId('points-balance')).toHaveText('31,500 PTS');
  await expect(bar.getByTestId('card-number')).toHaveText('**** 3367');
  await expect(bar.getByTestId('card-name')).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Change card' })).toHaveCount(0);
});

test('a member whose only card is on hold is told there is no usable card', async ({ page }) => {
  await signIn(page, 'onhold');
  await expect(utilityBar(page)).toContainText('No active card is available on your account.');
});
