import { expect, test, type Browser, type Page, newBrowserContext } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, NBSP, signInByApi } from './support/demo';
import { cartLink, cartProduct } from './support/shop';

/** Noah's only card: no other journey signs Noah in, so holding it disturbs nobody. */
const CARD = 'ACC-9001';

/** The support console (the bank's card system in the sandbox), signed in as `admin` in a browser of its own. */
async function openConsole(browser: Browser): Promise<Page> {
  const supportConsole = await (await newBrowserContext(browser)).newPage();
  await supportConsole.goto('/sandbox/admin');
  await supportConsole.getByLabel('Username').fill('admin');
  await supportConsole.getByLabel('Password').fill(DEMO_PASSWORD);
  await supportConsole.getByRole('button', { name: 'Sign in' }).click();
  await expect(supportConsole.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  return supportConsole;
}

test('a card put on hold while its member shops: the next add-to-cart is refused with the card notice in English and in French, the cart untouched', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await cartProduct(request, { min: 2_000, max: 9_000, splitPay: false, index: 3 });
  const french = await cartProduct(request, { min: 2_000, max: 9_000, splitPay: false, index: 3, french: true });
  await signInByApi(page, 'noah');
  await page.goto(`/shop/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // Meanwhile the bank puts the card on hold.
  const supportConsole = await openConsole(browser);
  await supportConsole.getByRole('button', { name: `Put ${CARD} on hold` }).click();
  await expect(supportConsole.getByRole('status')).toHaveText('The card is on hold: its member can no longer redeem with it.');
  try {
    const notices = page.getByRole('region', { name: 'Notifications' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notices.getByRole('alert')).toContainText('This card cannot redeem points');
    await expect(notices.getByRole('alert')).toContainText('This card cannot redeem points right now. Please call the number on the back of your card.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    expect(await seriousViolations(page)).toEqual([]);
    await notices.getByRole('button', { name: 'Dismiss the notification' }).click();

    // The same refusal in French, still without a reload.
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: french.name })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(notices.getByRole('alert')).toContainText('Cette carte ne peut pas échanger de points');
    await expect(notices.getByRole('alert')).toContainText(
      'Cette carte ne peut pas échanger de points pour le moment. Veuillez appeler le numéro au dos de votre carte.',
    );
    await expect(cartLink(page)).toHaveAccessibleName(`Panier, 0${NBSP}article`);
  } finally {
    // The hold is released, and the card redeems again.
    await supportConsole.getByRole('button', { name: `Release the hold on ${CARD}` }).click();
    await expect(supportConsole.getByRole('status')).toHaveText('The card’s hold is released: its member can redeem with it again.');
  }
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(`Panier, 1${NBSP}article`);
});
