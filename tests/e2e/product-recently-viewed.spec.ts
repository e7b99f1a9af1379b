import { expect, test } from './support/test';

test('the products viewed last are listed newest first, without the one on screen', async ({ page, request }) => {
  const list = (await (await request.get('/api/v1/guest/product?currency_id=1&program_slug=demo&per_page=4')).json()) as {
    data: { slug: string; name: string }[];
  };
  const [first, second, third, fourth] = list.data;
  if (!first || !second || !third || !fourth) throw new Error('The demo catalogue has fewer than 4 products');

  for (const product of [first, second, third]) {
    await page.goto(`/shop/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }
  // On the third product, the two viewed before it.
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link')).toHaveCount(2);

  await page.goto(`/shop/${fourth.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: fourth.name })).toBeVisible();
  const names = recent.getByRole('link');
  await expect(names).toHaveCount(3);
  await expect(names.nth(0)).toContainText(third.name);
  await expect(names.nth(1)).toContainText(second.name);
  await expect(names.nth(2)).toContainText(first.name);

  // Viewing one again moves it first; the list survives a reload (browser storage).
  await names.nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.reload();
  await expect(recent.getByRole('link').nth(0)).toContainText(fourth.name);
  await expect(recent.getByRole('link').nth(1)).toContainText(third.name);
  await expect(recent.getByRole('link').nth(2)).toContainText(second.name);
});
