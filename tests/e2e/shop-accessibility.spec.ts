import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

for (const prefix of ['', '/fr']) {
  test(`the shop with filters applied has no serious accessibility violation (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/shop?category=Electronics&brand=Auralis&promotion=on-sale&sort=price-low-high`);
    await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCount(1);
    await expect(page.getByRole('complementary').getByRole('checkbox').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the shop is keyboard operable: search, a category and a brand without a mouse', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  await page.keyboard.type('headphones');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=headphones$/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brand = filters.getByRole('checkbox').first();
  await brand.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(brand).toBeChecked();
});
