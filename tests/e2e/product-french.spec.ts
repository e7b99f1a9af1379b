import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { NBSP } from './support/demo';

test('the product page is in Canadian French under /fr, with French numbers and money', async ({ page }) => {
  await page.goto('/fr/shop/prepaid-visa-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Carte Visa prépayée' })).toBeVisible();
  await expect(page).toHaveTitle(/^Carte Visa prépayée \|/);

  const breadcrumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(breadcrumbs.getByRole('link', { name: 'Cartes-cadeaux' })).toHaveAttribute('href', '/fr/shop?catalogue=gift-cards');
  await expect(page.getByTestId('product-points')).toHaveText(`5${NBSP}000${NBSP}pts`);
  await expect(page.getByTestId('cash-value')).toHaveText(`Valeur en argent de 5${NBSP}000${NBSP}pts${NBSP}: 50,00${NBSP}$`);
  await expect(page.getByRole('group', { name: 'Valeur de la carte' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Modalités' })).toContainText('carte Visa prépayée');
  await expect(page.getByRole('checkbox', { name: "J'ai lu et j'accepte les modalités" })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Quantité' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer Carte Visa prépayée dans votre liste de souhaits' })).toBeVisible();

  // The English page of the same product, from the language link, keeps the product.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/shop\/prepaid-visa-card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Visa Card' })).toBeVisible();
});

test('an unknown product says in French that the item is not available', async ({ page }) => {
  await page.goto('/fr/shop/produit-inexistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Article non disponible' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/shop');
  expect(await seriousViolations(page)).toEqual([]);
});
