import { expect, test, type Page } from './support/test';

/** The product names on screen once the results answer the URL's query (not the previous one). */
async function shownNames(page: Page): Promise<string[]> {
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCount(1);
  return page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
}

/** The points prices of the cards on screen, in order ("12,500 pts" reads 12500). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').allInnerTexts();
  return texts.map((text) => Number(/(\d[\d,]*)\s*pts/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN));
}

function filters(page: Page) {
  return page.getByRole('complementary', { name: 'Filters' });
}

test('a member of the public filters by category, brand and points, sorts, and shares the URL', async ({ page, context }) => {
  await page.goto('/shop');
  await shownNames(page);

  await filters(page).getByRole('link', { name: /^Electronics \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/[?&]category=Electronics(&|$)/);
  await filters(page).getByRole('link', { name: /^Audio \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/category=Electronics\+%3E\+Audio/);
  await expect(filters(page).getByRole('navigation', { name: 'Selected category' })).toContainText('Audio');

  const brand = filters(page).getByRole('checkbox', { name: /^Auralis \(\d+\)$/ });
  await brand.check();
  await expect(page).toHaveURL(/[?&]brand=Auralis/);

  const maximum = filters(page).getByLabel('Maximum points');
  await maximum.fill('60000');
  await maximum.press('Enter');
  await expect(page).toHaveURL(/[?&]max=60000/);

  await page.getByLabel('Sort by').selectOption('price-low-high');
  await expect(page).toHaveURL(/[?&]sort=price-low-high/);

  const names = await shownNames(page);
  expect(names.length).toBeGreaterThan(0);
  const prices = await shownPrices(page);
  expect(prices.every((price) => price <= 60_000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const name of names) expect(name).toContain('Auralis');

  // The URL alone gives the same results and the same controls.
  const shared = await context.newPage();
  await shared.goto(page.url());
  expect(await shownNames(shared)).toEqual(names);
  await expect(filters(shared).getByRole('checkbox', { name: /^Auralis \(\d+\)$/ })).toBeChecked();
  await expect(filters(shared).getByLabel('Maximum points')).toHaveValue('60,000');
  await expect(shared.getByLabel('Sort by')).toHaveValue('price-low-high');
  await expect(filters(shared).getByRole('navigation', { name: 'Selected category' })).toContainText('Audio');
});

test('the back button restores the previous filters, and clearing them keeps the search', async ({ page }) => {
  await page.goto('/shop');
  const unfiltered = await shownNames(page);

  await filters(page).getByRole('link', { name: /^Home & Kitchen \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/category=Home/);
  const kitchen = await shownNames(page);
  const brand = filters(page).getByRole('checkbox').first();
  await brand.check();
  await expect(page).toHaveURL(/[?&]brand=/);
  await shownNames(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]brand=/);
  await expect(page).toHaveURL(/category=Home/);
  expect(await shownNames(page)).toEqual(kitchen);
  await expect(filters(page).getByRole('checkbox', { checked: true })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  expect(await shownNames(page)).toEqual(unfiltered);

  await page.getByRole('combobox', { name: 'Search products' }).fill('kettle');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=kettle/);
  await filters(page).getByLabel('Minimum points').fill('1000');
  await filters(page).getByLabel('Minimum points').blur();
  await expect(page).toHaveURL(/[?&]min=1000/);
  await filters(page).getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/shop\?q=kettle$/);
});

test('paging moves the focus to the new results and keeps the filters', async ({ page }) => {
  await page.goto('/shop?sort=name-a-z');
  const first = await shownNames(page);
  await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?sort=name-a-z&page=2$/);
  await expect(page.getByRole('heading', { level: 2, name: /products/ })).toBeFocused();
  expect(await shownNames(page)).not.toEqual(first);
});
