import { expect, test, type Page } from './support/test';
import { NBSP } from './support/demo';

/**
 * A browser with JavaScript off: the pages the server renders (issue 24) are all it gets. (axe needs page script,
 * so these pages' accessibility is scanned by the journeys that open them with it.)
 */
async function withoutJavaScript(browser: import('@playwright/test').Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return context.newPage();
}

const products = (page: Page) => page.getByRole('main').getByRole('article');

test('without JavaScript, a visitor browses, searches and pages through the shop, and reads a product, in English', async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchandise');
  await expect(products(page)).toHaveCount(12);
  await expect(products(page).first()).toContainText(/\d pts/);
  const firstPageNames = await products(page).getByRole('heading').allTextContents();

  // Pagination is links.
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(products(page)).toHaveCount(12);
  expect(await products(page).getByRole('heading').allTextContents()).not.toEqual(firstPageNames);
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/shop(\?page=1)?$/);

  // The category filter is links.
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: /^Electronics/ }).click();
  await expect(page).toHaveURL(/category=Electronics/);
  await expect(products(page).first()).toBeVisible();

  // The search box sends a GET form.
  await page.getByRole('combobox', { name: 'Search products' }).fill('headphones');
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=headphones$/);
  await expect(products(page).first()).toContainText(/Headphones/i);

  // A product card opens the product's page, rendered with its price.
  const name = (await products(page).first().getByRole('heading').textContent()) ?? '';
  await products(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main')).toContainText(/\d pts/);
  await page.context().close();
});

test('without JavaScript, the French shop, a product and the donations catalogue read in French with French number formats', async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  await page.goto('/fr/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marchandises');
  await expect(products(page).first()).toContainText(new RegExp(`\\d${NBSP}pts`));
  await page.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/fr\/shop\?page=2$/);

  await products(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fr\/shop\/[^/?]+$/);
  await expect(page.getByRole('main')).toContainText(new RegExp(`\\d${NBSP}pts`));

  // The guest's other pages (spec §2 public list): the donations catalogue, with its own products.
  await page.goto('/fr/charitable-donations');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Marchandises');
  await expect(products(page).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Chargement/);
  await page.context().close();
});
