import { expect, test } from './support/test';
import { signInByApi } from './support/demo';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the hamburger opens a full-screen menu with sub-menus, back and close', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Shop' }).click();
  // The sub-menu takes the parent's title.
  const subMenu = page.getByRole('dialog', { name: 'Shop' });
  await expect(subMenu.getByRole('link', { name: /Gift cards/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the main menu' }).click();
  await expect(dialog.getByRole('button', { name: 'Shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Close the menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signed out, the mobile menu offers join-now and the other language', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('link', { name: 'Join now' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/shop$/);
});
