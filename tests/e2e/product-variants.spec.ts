import { expect, test, type APIRequestContext } from './support/test';

interface ApiVariant {
  sku: string;
  is_available: boolean;
  variant_attributes: Record<string, { value: string; label: { 'en-CA': string; 'fr-CA': string } }>;
}

const GUEST = 'currency_id=1&program_slug=demo';

/**
 * A seeded product whose variants differ by one attribute and where some
 * options are in stock and one is sold out, found through the programme API
 * the storefront uses (the demo data has such products, spec demo-data).
 */
async function productWithSoldOutOption(request: APIRequestContext) {
  for (let page = 1; page <= 10; page += 1) {
    const list = (await (await request.get(`/api/v1/guest/product?${GUEST}&per_page=48&page=${page}`)).json()) as {
      data: { slug: string; options_available: boolean }[];
    };
    for (const item of list.data.filter((product) => product.options_available)) {
      const detail = (await (await request.get(`/api/v1/guest/product/${item.slug}?${GUEST}`)).json()) as {
        data: { name: string; variants: ApiVariant[] };
      };
      const { variants } = detail.data;
      const attributes = Object.keys(variants[0]?.variant_attributes ?? {});
      const soldOut = variants.find((variant) => !variant.is_available);
      const inStock = variants.find((variant) => variant.is_available);
      if (attributes.length === 1 && soldOut && inStock) {
        return { slug: item.slug, name: detail.data.name, attribute: attributes[0] as string, inStock, soldOut };
      }
    }
  }
  throw new Error('The demo catalogue has no product with a sold-out option');
}

test('choosing a sold-out option says it is out of stock, shows its SKU and stops add to cart', async ({ page, request }) => {
  const product = await productWithSoldOutOption(request);
  const label = (variant: ApiVariant) => variant.variant_attributes[product.attribute]?.label['en-CA'] ?? '';

  await page.goto(`/shop/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const availability = page.getByTestId('availability');
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(availability).toHaveText('In stock');
  await expect(addToCart).toBeEnabled();

  const soldOutOption = page.getByRole('radio', { name: `${label(product.soldOut)} (sold out)` });
  await expect(soldOutOption).toHaveCount(1);
  // The chip's label is what a pointer clicks; the radio itself is drawn by it.
  await page.locator('label', { has: page.locator(`text="${label(product.soldOut)}"`) }).click();
  await expect(soldOutOption).toBeChecked();
  await expect(availability).toHaveText('Out of stock');
  await expect(page.locator('[data-fact="sku"]')).toHaveText(product.soldOut.sku);
  await expect(addToCart).toBeDisabled();

  await page.locator('label', { has: page.locator(`text="${label(product.inStock)}"`) }).click();
  await expect(availability).toHaveText('In stock');
  await expect(page.locator('[data-fact="sku"]')).toHaveText(product.inStock.sku);
  await expect(addToCart).toBeEnabled();
});
