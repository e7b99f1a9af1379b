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

/** The shop query the page's address holds, as the shop reads it (a form sends its fields in its own order, blanks included). */
function queryOf(page: Page): Record<string, string[]> {
  const params = new URL(page.url()).searchParams;
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) if (value !== '') (query[key] ??= []).push(value);
  return query;
}

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
  // The sort and the filters are forms in French too; a filter goes back to page 1.
  await page.getByLabel('Trier par').selectOption('name-a-z');
  await page.getByRole('button', { name: 'Trier', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/shop\?sort=name-a-z$/);
  await expect(page.getByLabel('Trier par')).toHaveValue('name-a-z');
  await page.getByRole('complementary', { name: 'Filtres' }).getByRole('textbox', { name: 'Points minimum' }).fill('1000');
  await page.getByRole('button', { name: 'Appliquer la plage de points' }).click();
  await expect(page).toHaveURL(/\/fr\/shop\?.*min=1000/);
  expect(queryOf(page)).toEqual({ sort: ['name-a-z'], min: ['1000'] });
  await expect(page.getByRole('complementary', { name: 'Filtres' }).getByRole('textbox', { name: 'Points minimum' })).toHaveValue(
    `1${NBSP}000`,
  );

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

test('without JavaScript, the brand, points and promotion filters and the sort are forms that keep the rest of the query', async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  await page.goto('/shop?q=a&category=Electronics');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brands = filters.getByRole('group', { name: 'Brand' });

  // Ticking a brand does nothing until the form is sent; its button shows only without the page's script.
  await brands.getByRole('checkbox').first().check();
  await filters.getByRole('button', { name: 'Apply the brands' }).click();
  await expect(page).toHaveURL(/[?&]brand=/);
  const brand = queryOf(page)['brand'] ?? [];
  expect(queryOf(page)).toEqual({ q: ['a'], category: ['Electronics'], brand });
  expect(brand).toHaveLength(1);
  await expect(brands.getByRole('checkbox', { checked: true })).toHaveCount(1);

  // The points boxes send the range; the search, category and brand stay.
  await filters.getByRole('textbox', { name: 'Maximum points' }).fill('60000');
  await filters.getByRole('button', { name: 'Apply the points range' }).click();
  await expect(page).toHaveURL(/[?&]max=60000/);
  expect(queryOf(page)).toEqual({ q: ['a'], category: ['Electronics'], brand, max: ['60000'] });
  await expect(filters.getByRole('textbox', { name: 'Maximum points' })).toHaveValue('60,000');

  // The sort is a native select with its own button.
  await page.getByLabel('Sort by').selectOption('price-high-low');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=price-high-low/);
  expect(queryOf(page)).toEqual({ q: ['a'], category: ['Electronics'], brand, max: ['60000'], sort: ['price-high-low'] });
  await expect(page.getByLabel('Sort by')).toHaveValue('price-high-low');
  // Each card's price (its first amount in points: a sale card also shows the price before).
  const points = (await products(page).allTextContents()).map((text) => Number(/([\d,]+) pts/.exec(text)?.[1]?.replace(/,/g, '')));
  expect(points.length).toBeGreaterThan(0);
  expect(points.every((value) => value <= 60_000)).toBe(true);
  expect(points).toEqual([...points].sort((a, b) => b - a));

  // A promotion group's form keeps the rest too.
  await filters.getByRole('group', { name: 'Promotions' }).getByRole('checkbox').first().check();
  await filters.getByRole('button', { name: 'Apply the promotions' }).click();
  await expect(page).toHaveURL(/[?&]promotion=/);
  expect(queryOf(page)).toMatchObject({ q: ['a'], category: ['Electronics'], brand, max: ['60000'], sort: ['price-high-low'] });
  expect(queryOf(page)['promotion']).toHaveLength(1);

  // Clearing the filters is a link: the search and the sort stay.
  await filters.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/shop\?q=a&sort=price-high-low$/);
  await page.context().close();
});
