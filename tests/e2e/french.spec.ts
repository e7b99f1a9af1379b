import { expect, test } from './support/test';
import { NBSP, signIn, utilityBar } from './support/demo';

test('a member shops in Canadian French under /fr with French number formats', async ({ page }) => {
  // Marie prefers French, so the store stays in French after sign-in (Alex would be switched to English).
  await signIn(page, 'marie', { french: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const bar = utilityBar(page, true);
  await expect(bar.getByTestId('points-balance')).toHaveText(`23${NBSP}400${NBSP}pts`);
  await expect(bar.getByTestId('card-name')).toHaveText(/Avance/);
  // Product prices are French too: digits grouped with a no-break space, symbol after.
  await expect(page.getByRole('main').getByText(new RegExp(`\\d+(${NBSP}\\d{3})*${NBSP}pts`)).first()).toBeVisible();
});

test('changing locale keeps the query and the hash', async ({ page }) => {
  await page.goto('/shop?page=2#products');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/shop\?page=2#products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marchandises');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/shop\?page=2#products$/);
  await expect(page).not.toHaveURL(/\/fr\//);
});

test('an unknown French path answers 404 and shows the French not-found page', async ({ page }) => {
  const response = await page.goto('/fr/nowhere-to-be-found');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
  await expect(page.getByRole('link', { name: "Retour à la page d'accueil" })).toBeVisible();
});

test('an unknown English path answers 404 and shows the English not-found page; a known one answers 200', async ({ page }) => {
  const response = await page.goto('/nowhere-to-be-found');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  expect((await page.goto('/shop'))?.status()).toBe(200);
});
