import { expect, test } from '@playwright/test';

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
