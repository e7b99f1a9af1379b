import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { cardholderLike } from './support/cardholders';
import { signInByApi, utilityBar } from './support/demo';
import { addToCart, cartLink, cartProduct, emptyCart, pointsIn, type CartProduct } from './support/shop';
import { fillPaymentCard, TORONTO_BILLING } from './payment-card-form';

// Each journey has its own copy of the business member (support/cardholders.ts): its own cart and points.

/** A merchandise product that allows split pay (25,000 points and up in the demo), bought two at a time. */
let product: CartProduct;

test.beforeAll(async ({ request }) => {
  product = await cartProduct(request, { min: 25_000, max: 32_000, splitPay: true, quantity: 2 });
});

test('a member adds to the cart, changes the quantity, and applies an invalid, an expired and a valid promotion code', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, await cardholderLike('business'));
  await emptyCart(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  await addToCart(page, product);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await cartLink(page).click();
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line).toContainText(`${product.points.toLocaleString('en-CA')} pts each`);
  await expect(page.getByTestId('cart-total')).toHaveText(`${product.points.toLocaleString('en-CA')} pts`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Increase the quantity of ${product.name}` }).click();
  await expect(line).toContainText(`Item total: ${(2 * product.points).toLocaleString('en-CA')} pts`);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2');

  const code = page.getByRole('textbox', { name: 'Promotion code' });
  await code.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('The promo code you entered is invalid or expired, or it is already applied or does not apply to this cart.'),
  ).toBeVisible();
  await code.fill('EXPIRED2025');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The promo code you entered is invalid or expired.', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const applied = page.getByRole('list', { name: 'Promotion codes applied' });
  await expect(applied).toContainText('WELCOME10');
  const saving = Math.floor((2 * product.points) / 10);
  await expect(page.getByTestId('cart-promotions')).toHaveText(`−${saving.toLocaleString('en-CA')} pts`);
  await expect(page.getByTestId('cart-total')).toHaveText(`${(2 * product.points - saving).toLocaleString('en-CA')} pts`);

  // The same cart in French.
  await page.goto('/fr/shop/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Codes promotionnels appliqués' })).toContainText('WELCOME10');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member pays at the 80% bound with the approving card, gets the confirmation, and prints it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, await cardholderLike('business'));
  await addToCart(page, product);
  const balance = pointsIn(await utilityBar(page).getByTestId('points-balance').innerText());
  await page.goto('/shop/cart');
  const total = pointsIn(await page.getByTestId('cart-total').innerText());
  expect(total).toBeGreaterThan(0);

  // Split pay: asking for fewer points than the bound gives the bound, 80% of the total, and the card the rest.
  const points = page.getByRole('textbox', { name: 'Points to use' });
  await points.fill('0');
  await points.press('Tab');
  const minimum = Math.ceil(total * 0.8);
  const cents = total - minimum;
  const dollars = `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
  await expect(points).toHaveValue(String(minimum));
  await expect(page.getByTestId('points-part')).toHaveText(`Paid with points: ${minimum.toLocaleString('en-CA')} pts`);
  await expect(page.getByTestId('card-part')).toHaveText(`Charged to your credit card: ${dollars}`);

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Where should we ship your order?' })).toBeVisible();
  const newAddress = page.getByRole('radio', { name: 'A new address' });
  await newAddress.check();
  await page.getByRole('textbox', { name: 'First name' }).fill('Samuel');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Street address' }).fill('100 King St W');
  await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await page.getByRole('combobox', { name: 'Province or territory' }).selectOption('ON');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('m5x1a9');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The address service writes it its way: the member chooses the verified address.
  await expect(page.getByRole('heading', { name: 'Please confirm your address' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /The verified address.*100 King Street West/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use this address' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(product.name);
  await expect(page.getByText('100 King Street West')).toBeVisible();
  await expect(page.getByTestId('review-points')).toHaveText(`${minimum.toLocaleString('en-CA')} pts`);
  await expect(page.getByTestId('review-cash')).toHaveText(dollars);
  await page.getByRole('checkbox', { name: 'I have read and accept the programme rules' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pay the rest by credit card' })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText(`Amount charged to your card: ${dollars}`);
  await fillPaymentCard(page, { firstName: 'Samuel', lastName: 'Okafor', number: '4512 3400 0000 0003', billing: TORONTO_BILLING });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirm\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const reference = (await page.getByTestId('confirmation-number').innerText()).trim();
  expect(reference).not.toBe('');
  await expect(page.getByTestId('points-used')).toHaveText(`${minimum.toLocaleString('en-CA')} pts`);
  await expect(page.getByTestId('cash-paid')).toHaveText(dollars);
  await expect(page.getByText('A confirmation email has been sent to samuel.okafor@example.com.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(/Delivered within 10 business days, by /);
  await expect(page.getByRole('link', { name: 'View the order details' })).toHaveAttribute('href', /\/account\/order-details\/\d+$/);
  // The cart is empty and the points are gone from the card.
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText(`${(balance - minimum).toLocaleString('en-CA')} PTS`);
  expect(await seriousViolations(page)).toEqual([]);

  // Printed: A3, only the confirmation, at least 992 px wide even from a narrow window.
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.locator('#main-navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this confirmation' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  expect((await page.getByRole('main').boundingBox())?.width).toBeGreaterThanOrEqual(992);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();

  // The confirmation survives a reload, and reads in French too.
  await page.reload();
  await expect(page.getByTestId('confirmation-number')).toHaveText(reference);
  await page.goto(page.url().replace(/\/checkout\//, '/fr/checkout/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeVisible();
  await expect(page.getByTestId('confirmation-number')).toHaveText(reference);
  expect(await seriousViolations(page)).toEqual([]);

  // The server sent the confirmation email (the sandbox mailbox shows it).
  await expect
    .poll(async () => {
      await page.goto('/sandbox/mailbox');
      return page.locator('body').innerText();
    })
    .toContain(reference);
});
