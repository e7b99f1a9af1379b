import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { signInByApi, utilityBar } from './support/demo';
import { addToCart, cartLink, cartProduct, emptyCart } from './support/shop';
import { fillPaymentCard, TORONTO_BILLING } from './payment-card-form';

/** The checkout's payment step for the cart as it is: the default address, the programme rules, then the card form. */
async function toPayment(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where should we ship your order?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /100 King Street West/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the programme rules' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay the rest by credit card' })).toBeVisible();
  await fillPaymentCard(page, { firstName: 'Alex', lastName: 'Martin', billing: TORONTO_BILLING });
}

test('a declined card and a card flagged as fraud place nothing and debit nothing, each with the text of §8', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = await cartProduct(request, { min: 25_000, max: 40_000, splitPay: true, index: 1 });
  // Alex's Elite card: these refusals never spend its points, which other journeys check.
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText('152,300 PTS');
  await emptyCart(page);
  await addToCart(page, product);
  await page.goto('/shop/cart');
  await page.getByRole('button', { name: 'Use the fewest points' }).click();
  await expect(page.getByTestId('card-part')).not.toHaveText('Charged to your credit card: $0.00');
  await toPayment(page);

  const notices = page.getByRole('region', { name: 'Notifications' });
  const cardNumber = page.getByRole('textbox', { name: 'Card number' });
  await cardNumber.fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(cardNumber).toHaveAccessibleDescription('Please use a rewards credit card');

  await cardNumber.fill('4512 3400 0000 0011');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(notices.getByRole('alert')).toContainText('We could not place your order');
  await expect(notices.getByRole('alert')).toContainText(
    'The entered credit card information is not valid, please provide the valid credit card details',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Pay the rest by credit card' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await notices.getByRole('button', { name: 'Dismiss the notification' }).click();
  await cardNumber.fill('4512 3400 0000 0029');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(notices.getByRole('alert')).toContainText(
    'There was an error processing your order. Please try again. If you continue to experience problems, please contact the customer service.',
  );

  // Nothing was placed: the cart still holds the item and the card its points.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText('152,300 PTS');
});

test('a P.O. box is refused as a shipping address, in French; then the French review and payment steps', async ({ page, request }) => {
  test.setTimeout(90_000);
  const product = await cartProduct(request, { min: 25_000, max: 40_000, splitPay: true, index: 2, french: true });
  // Marie shops in French; this journey never places her order.
  await signInByApi(page, 'marie');
  await page.goto('/fr/shop');
  await addToCart(page, product, true);
  await page.goto('/fr/checkout');
  await expect(page.getByRole('heading', { level: 2, name: 'Où devons-nous livrer votre commande\u202f?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Une nouvelle adresse' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Marie');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Tremblay');
  const street = page.getByRole('textbox', { name: 'Adresse municipale' });
  await street.fill('Case postale 1234');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Montréal');
  await page.getByRole('combobox', { name: 'Province ou territoire' }).selectOption('QC');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('H2X 3K5');
  await page.getByRole('button', { name: 'Continuer' }).click();
  const refused = 'Nous ne livrons pas à une case postale. Veuillez entrer une adresse municipale.';
  await expect(street).toHaveAccessibleDescription(refused);
  await expect(page.getByRole('heading', { level: 2, name: 'Vérifiez votre commande' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await street.fill('PO Box 42');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(street).toHaveAccessibleDescription(refused);

  // Her own street address goes through, and the French review and payment steps follow.
  await page.getByRole('radio', { name: /455 Rue Saint-Denis/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vérifiez votre commande' })).toBeVisible();
  await page.getByRole('button', { name: 'Utiliser le moins de points' }).click();
  await page.getByRole('checkbox', { name: "J'ai lu et j'accepte les règles du programme" }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payez le reste par carte de crédit' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveAccessibleDescription(
    'Veuillez utiliser une carte de crédit récompenses',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
