import { expect, test } from './support/test';
import { signInByApi, utilityBar } from './support/demo';

test('a member with several cards switches card and the choice survives a reload', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  const bar = utilityBar(page);
  await expect(bar.getByTestId('points-balance')).toHaveText('152,300 PTS');

  await bar.getByRole('button', { name: 'Change card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a card' });
  // Alex's three cards, then Jordan's Platinum card, on which Alex is an authorized redeemer.
  await expect(dialog.getByRole('radio')).toHaveCount(4);
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
  await signInByApi(page, 'elite');
  await page.goto('/shop');
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
  await signInByApi(page, 'select');
  await page.goto('/shop');
  const bar = utilityBar(page);
  await expect(bar.getByTestId('points-balance')).toHaveText('31,500 PTS');
  await expect(bar.getByTestId('card-number')).toHaveText('**** 3367');
  await expect(bar.getByTestId('card-name')).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Change card' })).toHaveCount(0);
});

test('a member whose only card is on hold is told there is no usable card', async ({ page }) => {
  await signInByApi(page, 'onhold');
  await page.goto('/shop');
  await expect(utilityBar(page)).toContainText('No active card is available on your account.');
});

test('an authorized redeemer finds the holder’s card in the store, redeems on it, and is told what stays with the holder, in both languages', async ({ page }) => {
  // Four page loads of the account portal, each of which may fetch its code.
  test.setTimeout(120_000);
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  const bar = utilityBar(page);
  await bar.getByRole('button', { name: 'Change card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a card' });
  const platinum = dialog.getByRole('radio', { name: /Platinum/ });
  await expect(platinum).toContainText("Authorized redeemer: you can redeem this card's points");
  await expect(dialog.getByRole('radio', { name: /Premier World/ })).not.toContainText('Authorized redeemer');
  await platinum.check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(bar.getByTestId('card-name')).toHaveText(/Platinum/);
  await expect(bar.getByTestId('card-role')).toHaveText("Authorized redeemer: you can redeem this card's points");

  await page.goto('/account/transactions');
  await expect(page.getByRole('heading', { name: 'Your transactions' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You are an authorized redeemer on this card: you can redeem its points, but its transactions are for its primary cardholder only.')).toBeVisible();

  await page.goto('/fr/account/transactions');
  await expect(page.getByRole('heading', { name: 'Vos opérations' })).toBeVisible({ timeout: 30_000 });
  await expect(utilityBar(page, true).getByTestId('card-role')).toHaveText('Échangeur autorisé\u00a0: vous pouvez échanger les points de cette carte');
  await expect(page.getByText(/Vous êtes échangeur autorisé de cette carte/)).toBeVisible();
});
