import { expect, test } from './support/test';

test('a guest browses the first pages of the merchandise catalogue', async ({ page }) => {
  await page.goto('/shop');
  const products = page.getByRole('main').getByRole('article');
  await expect(products).toHaveCount(12);
  const firstPageNames = await products.getByRole('heading').allTextContents();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // The grid keeps the first page on screen until the second arrives.
  await expect.poll(() => products.getByRole('heading').allTextContents()).not.toEqual(firstPageNames);
  await expect(products).toHaveCount(12);
});

test('a guest switches between the catalogues of /shop', async ({ page }) => {
  await page.goto('/shop');
  const catalogues = page.getByRole('navigation', { name: 'Catalogues' });
  await expect(catalogues.getByRole('link', { name: 'Merchandise' })).toHaveAttribute('aria-current', 'page');
  await catalogues.getByRole('link', { name: 'Gift cards' }).click();
  await expect(page).toHaveURL(/\/shop\?catalogue=gift-cards$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift cards');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(catalogues.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('aria-current', 'page');
});

for (const [path, heading] of [
  ['/charitable-donations', 'Charitable donations'],
  ['/financial-rewards', 'Financial rewards'],
  ['/fr/charitable-donations', 'Dons de bienfaisance'],
  ['/fr/financial-rewards', 'Récompenses financières'],
] as const) {
  test(`a guest browses ${path}, its own catalogue without a switcher`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: /^Catalogues$/ })).toHaveCount(0);
    // A product link keeps the page's locale.
    const href = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
    expect(href).toMatch(path.startsWith('/fr') ? /^\/fr\/shop\// : /^\/shop\//);
  });
}

test('a guest pressing a wishlist heart is asked to sign in', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('main').getByRole('button', { name: /^Save .+ to your wishlist$/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a product without a picture shows the no-image fallback', async ({ page, request }) => {
  // Find a page holding a product that has no image, from the API the storefront uses.
  let pageWithoutImage = 0;
  for (let number = 1; number <= 12 && pageWithoutImage === 0; number += 1) {
    const response = await request.get(`/api/v1/guest/product?currency_id=1&program_slug=demo&page=${number}`);
    const body = (await response.json()) as { data: { images: { large: string | null; medium: string | null; small: string | null } }[] };
    if (body.data.some((product) => !product.images.large && !product.images.medium && !product.images.small)) pageWithoutImage = number;
  }
  expect(pageWithoutImage).toBeGreaterThan(0);
  await page.goto(`/shop?page=${pageWithoutImage}`);
  await expect(page.getByRole('img', { name: /No image available for/ }).first()).toBeVisible();
});
