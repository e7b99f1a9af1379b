import { seriousViolations } from './support/axe';
import { signInByApi } from './support/demo';
import { rawMessageKeys } from './support/raw-keys';
import { expect, test, type Page } from './support/test';

/** Switches the page's language with the header's link and checks the page's heading in the new one. */
async function switchLanguage(page: Page, link: 'Français' | 'English', heading: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/**
 * A page beyond the first screen brings its part of the messages (ui/i18n/message-parts.ts); switching language
 * there downloads the new language's core and that part together: every text comes in the new language, none as a
 * raw key, in both directions.
 */
test('a member switches language on their order history and on their cart, and every text comes in the new language', async ({ page }) => {
  await signInByApi(page, 'elite');

  await page.goto('/account/order-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  await switchLanguage(page, 'Français', 'Vos commandes');
  await expect(page).toHaveURL(/\/fr\/account\/order-history$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await rawMessageKeys(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // A French page load: its core and its route's parts come with the page (the server preloads them).
  await page.goto('/fr/shop/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier');
  expect(await rawMessageKeys(page)).toEqual([]);
  await switchLanguage(page, 'English', 'Your cart');
  await expect(page).toHaveURL(/\/shop\/cart$/);
  expect(await rawMessageKeys(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
