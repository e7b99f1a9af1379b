import { expect, test, type Page } from './support/test';
import { signIn, utilityBar } from './support/demo';
import { watchNetwork } from './support/network';

/** Counts the product-list and promotion-group calls the page sends from now on. */
function countCatalogueCalls(page: Page) {
  const calls = { productLists: [] as string[], promotionGroups: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/v1\/(guest|member)\/product$/.test(url.pathname)) calls.productLists.push(url.search);
    if (url.pathname === '/api/v1/promotionGroup') calls.promotionGroups += 1;
  });
  return calls;
}

async function settled(page: Page, network: ReturnType<typeof watchNetwork>): Promise<void> {
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCount(1);
  await network.quiet();
}

test("a visitor's first load of the shop asks the API for nothing: the server rendered it, and its answers fill the page's stores", async ({
  page,
}) => {
  const calls = countCatalogueCalls(page);
  const network = watchNetwork(page);
  await page.goto('/shop?category=Electronics&sort=price-high-low');
  await settled(page, network);
  expect(calls.productLists).toEqual([]);
  expect(calls.promotionGroups).toBe(0);
  // The server's answer held the URL's query and the facet counts: Electronics only, the brand filter filled.
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/pts/);
  // The page is the browser's now: a filter asks the API as before, once.
  await page.getByLabel('Sort by').selectOption('price-low-high');
  await expect(page).toHaveURL(/[?&]sort=price-low-high/);
  await settled(page, network);
  expect(calls.productLists).toHaveLength(1);
  expect(decodeURIComponent(calls.productLists[0] ?? '')).toContain('Electronics');
});

test('a member reloading the shop gets it from the server, their cards and products included, and asks the API for neither', async ({ page }) => {
  const network = watchNetwork(page);
  await signIn(page, 'elite');
  // Sign-in lands on /shop: let that page finish its own requests before counting the reload's.
  await settled(page, network);
  const calls = countCatalogueCalls(page);
  const accountLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/member/account')) accountLoads.push(request.url());
  });
  await page.reload();
  await settled(page, network);
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', 'member');
  await expect(utilityBar(page).getByTestId('points-balance')).not.toBeEmpty();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(calls.productLists).toEqual([]);
  expect(accountLoads).toEqual([]);
});

test('images below the first row load lazily', async ({ page }) => {
  const network = watchNetwork(page);
  await page.goto('/shop');
  await settled(page, network);
  const loading = await page.getByRole('main').getByRole('article').locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
  expect(loading.slice(0, 4).every((value) => value === 'eager')).toBe(true);
  expect(loading.slice(4).every((value) => value === 'lazy')).toBe(true);
});

test('a menu opened before the page’s code has run opens once it has: the first click is not lost', async ({ page }) => {
  // The page's code is held back, as on a slow connection, until the visitor has clicked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/shop', { waitUntil: 'commit' });
  const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' });
  await expect(shop).toBeVisible();
  await shop.click();
  await expect(page.locator('#root')).not.toHaveAttribute('data-page-ready');
  await expect(page.getByRole('menu')).toHaveCount(0);

  release();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /Gift cards/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', '/shop');
});
