import { expect, test, type Page } from './support/test';
import { signInByApi } from './support/demo';

/** The header's cart link, whose name says the count ("Cart, 3 items"). */
function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
}

async function cartCount(page: Page): Promise<number> {
  const name = (await cartLink(page).getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(name)?.[0]);
}

test('the prepaid Visa card goes in the cart only once its terms are accepted, and the header counts it', async ({ page }) => {
  // A member no other journey adds to the cart of, so the count is this journey's alone
  // (the business member's cart is the cart and checkout journey's).
  await signInByApi(page, 'select');
  await page.goto('/shop/prepaid-visa-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Prepaid Visa Card' })).toBeVisible();
  await expect(cartLink(page)).toBeVisible();
  const before = await cartCount(page);

  const terms = page.getByRole('region', { name: 'Terms and conditions' });
  await expect(terms).toContainText('Prepaid Visa Card terms and conditions');
  // Spec §9: the consent box is 20rem tall (1rem = 10px) and scrolls.
  expect((await terms.boundingBox())?.height).toBeCloseTo(200, 0);

  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await addToCart.click();
  await expect(page.getByText('Please accept the terms and conditions before you add this item to your cart.')).toBeVisible();
  const consent = page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
  await expect(consent).toBeFocused();
  await expect(page.getByRole('link', { name: 'Check out' })).toHaveCount(0);
  expect(await cartCount(page)).toBe(before);

  await consent.check();
  await addToCart.click();
  const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(notice).toContainText('Added to your cart');
  await expect(notice).toContainText('1 × Prepaid Visa Card added to your cart.');
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${before + 1} ${before + 1 === 1 ? 'item' : 'items'}`);
  await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/shop/cart');
});
