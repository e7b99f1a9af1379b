import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { NBSP, signIn, utilityBar } from './support/demo';
import { addToCart, cartLink, cartProduct, emptyCart, pointsIn } from './support/shop';

/** Points the French way: "12 345 pts" with no-break spaces. */
const frenchPoints = (points: number) => `${points.toLocaleString('fr-CA').replace(/\s/g, NBSP)}${NBSP}pts`;

test('a member shops and checks out in French: quantity, promotion codes, review, confirmation', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Two of it, less 10%, stay within the Cash Rewards card's 9,120 points.
  const product = await cartProduct(request, { min: 1_500, max: 4_000, splitPay: false, quantity: 2, french: true });
  // Alex's Cash Rewards card: no other journey spends its points or fills its cart.
  await signIn(page, 'elite');
  await utilityBar(page).getByRole('button', { name: 'Change card' }).click();
  const cards = page.getByRole('dialog', { name: 'Choose a card' });
  await cards.getByRole('radio', { name: /Cash Rewards/ }).check();
  await cards.getByRole('button', { name: 'Select' }).click();
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText('9,120 PTS');
  await emptyCart(page);

  await addToCart(page, product, true);
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/fr\/shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line).toBeVisible();
  await page.getByRole('button', { name: `Augmenter la quantité de ${product.name}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantité de ${product.name}` })).toHaveValue('2');
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 2\u00a0articles');

  const code = page.getByRole('textbox', { name: 'Code promotionnel' });
  await code.fill('EXPIRED2025');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Le code promotionnel que vous avez entré est invalide ou expiré.', { exact: true })).toBeVisible();
  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('list', { name: 'Codes promotionnels appliqués' })).toContainText('WELCOME10');
  const total = pointsIn(await page.getByTestId('cart-total').innerText());
  expect(total).toBe(2 * product.points - Math.floor((2 * product.points) / 10));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Passer à la caisse' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Où devons-nous livrer votre commande\u202f?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vérifiez votre commande' })).toBeVisible();
  await expect(page.getByText('Livraison et taxes').first()).toBeVisible();
  await expect(page.getByTestId('review-points')).toHaveText(frenchPoints(total));
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByText('Veuillez cocher cette case pour passer votre commande.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du programme" }).check();
  await page.getByRole('button', { name: 'Passer la commande' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/confirm\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeVisible();
  await expect(page.getByTestId('points-used')).toHaveText(frenchPoints(total));
  await expect(page.getByTestId('cash-paid')).toHaveText(`0,00${NBSP}$`);
  await expect(page.getByRole('table', { name: 'Vos articles' })).toContainText(/Livré d'ici 10 jours ouvrables, au plus tard le /);
  await expect(page.getByText('Un courriel de confirmation a été envoyé à alex.martin@example.com.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Panier, 0\u00a0article');
  await expect(utilityBar(page, true).getByTestId('points-balance')).toHaveText(frenchPoints(9_120 - total));
  expect(await seriousViolations(page)).toEqual([]);
});
