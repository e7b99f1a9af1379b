import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { signInByApi } from './support/demo';

for (const prefix of ['', '/fr']) {
  test(`a visitor's product page has no serious accessibility violation (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/shop/prepaid-visa-card`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: prefix ? 'Offres du mois' : 'Monthly Specials' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a member's product pages, with variants and with a refused consent, have no serious accessibility violation", async ({ page, request }) => {
  const list = (await (await request.get('/api/v1/guest/product?currency_id=1&program_slug=demo&per_page=48')).json()) as {
    data: { slug: string; options_available: boolean; product_labels: unknown[] }[];
  };
  const withOptions = list.data.find((product) => product.options_available && product.product_labels.length > 0) ?? list.data[0];
  if (!withOptions) throw new Error('The demo catalogue is empty');

  await signInByApi(page, 'elite');
  await page.goto(`/shop/${withOptions.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('availability')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/shop/prepaid-visa-card');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please accept the terms and conditions before you add this item to your cart.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a member's wishlist page has no serious accessibility violation", async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/wishlist');
  await expect(page.getByRole('list', { name: 'Your wishlist' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/fr/account/wishlist');
  await expect(page.getByRole('list', { name: 'Votre liste de souhaits' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
