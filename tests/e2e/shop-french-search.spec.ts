import { expect, test, type Page } from './support/test';

async function shownNames(page: Page): Promise<string[]> {
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCount(1);
  return page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Rechercher des produits' }).fill(text);
  await page.getByRole('combobox', { name: 'Rechercher des produits' }).press('Enter');
}

test('a French search ignores accents and keeps the /fr prefix', async ({ page }) => {
  await page.goto('/fr/shop');
  await shownNames(page);

  await search(page, 'ecouteurs');
  await expect(page).toHaveURL(/\/fr\/shop\?q=ecouteurs$/);
  const earbuds = await shownNames(page);
  expect(earbuds.length).toBeGreaterThan(0);
  expect(earbuds[0]).toMatch(/Écouteurs/);
  await expect(page.getByRole('heading', { level: 2, name: /Résultats pour/ })).toContainText('«\u00a0ecouteurs\u00a0»');

  await search(page, 'cafe');
  await expect(page).toHaveURL(/\/fr\/shop\?q=cafe$/);
  const coffee = await shownNames(page);
  expect(coffee.some((name) => name.includes('Café') || name.includes('café'))).toBe(true);

  // Every word is a prefix: a word still being typed already finds.
  await search(page, 'ecout');
  await expect(page).toHaveURL(/\/fr\/shop\?q=ecout$/);
  expect((await shownNames(page)).some((name) => name.includes('Écouteurs'))).toBe(true);

  // A product link keeps the locale.
  await expect(page.getByRole('main').getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/fr\/shop\//);
});

test('a shared French URL keeps its query and its language', async ({ page }) => {
  await page.goto('/fr/shop?q=ecouteurs&sort=name-a-z');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marchandises');
  await expect(page.getByRole('combobox', { name: 'Rechercher des produits' })).toHaveValue('ecouteurs');
  await expect(page.getByLabel('Trier par')).toHaveValue('name-a-z');
  expect((await shownNames(page)).length).toBeGreaterThan(0);
});
