import { expect, test, type APIRequestContext } from './support/test';
import { signInByApi } from './support/demo';

const GUEST = 'currency_id=1&program_slug=demo';

/** A product that can be had today, from the programme API the storefront uses. */
async function anAvailableProduct(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const list = (await (await request.get(`/api/v1/guest/product?${GUEST}&per_page=12`)).json()) as { data: { slug: string }[] };
  for (const { slug } of list.data) {
    const detail = (await (await request.get(`/api/v1/guest/product/${slug}?${GUEST}`)).json()) as {
      data: { name: string; is_available: boolean; hide_add_to_cart: boolean };
    };
    if (detail.data.is_available) return { slug, name: detail.data.name };
  }
  throw new Error('No available product on the first page of the demo catalogue');
}

test('a member saves a product from its page, then removes it on the wishlist page', async ({ page, request }) => {
  const product = await anAvailableProduct(request);
  // A member whose wishlist no other journey changes.
  await signInByApi(page, 'business');
  await page.goto(`/shop/${product.slug}`);
  const heart = page.getByRole('button', { name: `Save ${product.name} to your wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByRole('status')).toContainText('Added to your wishlist');
  await expect(notices.getByRole('status')).toContainText(`${product.name} is now in your wishlist.`);

  await page.goto('/account/wishlist');
  const wishlist = page.getByRole('list', { name: 'Your wishlist' });
  await expect(wishlist.getByRole('link', { name: product.name })).toHaveAttribute('href', `/shop/${product.slug}`);

  await page.getByRole('button', { name: `Remove ${product.name} from your wishlist` }).click();
  await expect(notices.getByRole('status')).toContainText('Removed from your wishlist');
  await expect(notices.getByRole('status')).toContainText(`${product.name} is no longer in your wishlist.`);
  await expect(page.getByRole('link', { name: product.name })).toHaveCount(0);

  // The product's heart is empty again.
  await page.goto(`/shop/${product.slug}`);
  await expect(page.getByRole('button', { name: `Save ${product.name} to your wishlist` })).toHaveAttribute('aria-pressed', 'false');
});

test("a member's wishlist sorts by name", async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/wishlist');
  const wishlist = page.getByRole('list', { name: 'Your wishlist' });
  await expect(wishlist.getByRole('listitem').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name-a-z');
  const names = await wishlist.getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base' })));
});
