import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { signInByApi, utilityBar } from './support/demo';
import { addToCart, cartLink, cartProduct } from './support/shop';
import { fillPaymentCard } from './payment-card-form';

/** The sandbox processor's test card whose authorization it cancels before capture (server/README.md, test cards). */
const CANCELLED_CARD = '4512 3400 0000 0037';

test('a split-pay order whose card authorization the processor cancels: the member is told the card was not charged, the cart and points untouched; placed again with another card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await cartProduct(request, { min: 25_000, max: 40_000, splitPay: true, index: 0 });
  // Sofia's card: no other journey reads it.
  await signInByApi(page, 'sofia');
  await page.goto('/shop');
  const balance = utilityBar(page).getByTestId('points-balance');
  await expect(balance).toHaveText('60,000 PTS');
  await addToCart(page, product);
  await page.goto('/shop/cart');
  await page.getByRole('button', { name: 'Use the fewest points' }).click();
  await expect(page.getByTestId('card-part')).not.toHaveText('Charged to your credit card: $0.00');

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where should we ship your order?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /200 Portage Avenue/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the programme rules' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pay the rest by credit card' })).toBeVisible();
  await fillPaymentCard(page, {
    firstName: 'Sofia',
    lastName: 'Moreau',
    number: CANCELLED_CARD,
    billing: { street: '200 Portage Avenue', city: 'Winnipeg', region: 'MB', postalCode: 'R3C 0B1' },
  });
  await page.getByRole('button', { name: 'Place order' }).click();

  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByRole('alert')).toContainText('We could not place your order');
  await expect(notices.getByRole('alert')).toContainText(
    'Your card was not charged: this attempt was stopped before your order was placed. Please place your order again.',
  );
  // Back at the card step, nothing placed: the cart still holds the item and the card its points.
  await expect(page.getByRole('heading', { level: 2, name: 'Pay the rest by credit card' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(balance).toHaveText('60,000 PTS');
  expect(await seriousViolations(page)).toEqual([]);

  // Another attempt (a new one, not a replay of the cancelled one) with an approving card places the order.
  await notices.getByRole('button', { name: 'Dismiss the notification' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4512 3400 0000 0003');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(balance).not.toHaveText('60,000 PTS');
});
