import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

/*
 * Issue 21, item 21: search as you type. The shop's search box suggests the products the text finds while
 * the member types, says how many, and opens the one chosen with the keyboard, in both languages.
 */

test('suggestions appear while typing and the keyboard opens the one chosen', async ({ page }) => {
  await page.goto('/shop');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('auralis', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Search products' });
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText('Auralis');
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect(page.getByRole('status').filter({ hasText: /suggestions? ?\. Use the up and down arrows/ })).toHaveText(
    count === 1 ? '1 suggestion. Use the up and down arrows to review it.' : `${count} suggestions. Use the up and down arrows to review them.`,
  );
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await box.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('en français : les suggestions suivent la saisie, Échap les ferme et Entrée lance la recherche', async ({ page }) => {
  await page.goto('/fr/shop');
  const box = page.getByRole('combobox', { name: 'Rechercher des produits' });
  await box.pressSequentially('ecout', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Rechercher des produits' });
  // Every word is a prefix, accents ignored: "ecout" finds "Écouteurs" and "écoute".
  await expect(listbox.getByRole('option').first()).toContainText(/[ée]coute/i);
  await expect(page.getByRole('status').filter({ hasText: /Utilisez les flèches haut et bas/ })).toBeAttached();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/shop\?q=ecout$/);
});
