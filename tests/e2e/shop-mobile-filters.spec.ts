import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the filters open in a drawer and the button counts the active filters', async ({ page }) => {
  await page.goto('/shop?category=Electronics&brand=Auralis');
  const button = page.getByRole('button', { name: /^Filters \(2 active filters\)$/ });
  await expect(button).toBeVisible();
  // The sidebar is for wide screens only.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: /^Auralis \(\d+\)$/ })).toBeChecked();
  const another = drawer.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { checked: false }).first();
  await another.check();
  await expect(page).toHaveURL(/brand=Auralis&brand=/);
  expect(await seriousViolations(page)).toEqual([]);

  await drawer.getByRole('button', { name: 'Show the results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filters \(3 active filters\)$/ })).toBeVisible();
});

test('on a phone the French filters button counts in French', async ({ page }) => {
  await page.goto('/fr/shop?max=20000');
  await expect(page.getByRole('button', { name: /^Filtres \(1\sfiltre actif\)$/ })).toBeVisible();
});
