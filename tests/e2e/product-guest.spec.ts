import { expect, test } from './support/test';

test('a visitor on a product page is asked to sign in to save it or add it to the cart', async ({ page }) => {
  await page.goto('/shop/prepaid-visa-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Visa Card' })).toBeVisible();
  await expect(page.getByText('Sign in to add this reward to your cart or your wishlist.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);

  const heart = page.getByRole('button', { name: 'Save Prepaid Visa Card to your wishlist' });
  await heart.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to the rewards store' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to the rewards store' })).toBeVisible();
});
