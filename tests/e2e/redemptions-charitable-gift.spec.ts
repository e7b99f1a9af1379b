import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { cardholderLike } from './support/cardholders';
import { NBSP, signInByApi } from './support/demo';
import { cartLink } from './support/shop';

const GIFT = '/shop/charitable-gift-of-your-choice';
const CHARITIES = ['Community Food Bank', 'Literacy for All', 'Clean Water Initiative'];
const CHARITÉS = ['Banque alimentaire communautaire', 'Alphabétisation pour tous', 'Initiative pour l’eau potable'];

/** Ticks the charities in order on the gift's page and adds it to the cart. */
async function chooseAndAdd(page: Page, names: readonly string[], french: boolean): Promise<void> {
  const picker = page.getByRole('group', { name: french ? 'Choisissez vos organismes de bienfaisance' : 'Choose your charities' });
  const add = page.getByRole('button', { name: french ? 'Ajouter au panier' : 'Add to cart' });
  await expect(add).toBeDisabled();
  for (const name of names) await picker.getByRole('checkbox', { name }).check();
  await expect(picker.getByRole('checkbox', { disabled: true }).first()).toBeVisible();
  await expect(page.getByTestId('charity-shares').getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await add.click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status').first()).toBeVisible();
}

test('a gift shared among three charities is checked out in points, and the confirmation names them with the 12-week receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A cardholder of its own: an empty cart, and what it spends shows in no other journey.
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto(GIFT);
  await expect(page.getByRole('heading', { level: 1, name: 'Charitable Gift of Your Choice' })).toBeVisible();
  await expect(page.getByText('Choose 1 to 3 charities. Your gift is shared among them in equal parts.')).toBeVisible();
  await chooseAndAdd(page, CHARITIES, false);

  await cartLink(page).click();
  const line = page.getByRole('listitem', { name: 'Charitable Gift of Your Choice' });
  await expect(line.getByRole('list', { name: 'Shared among' }).getByRole('listitem')).toHaveText(
    CHARITIES.map((name) => `${name}: 1,000 pts`),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  for (const consent of await page.getByRole('checkbox').all()) await consent.check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirm\?order=\d+$/);
  const items = page.getByRole('table', { name: 'Your items' });
  await expect(items.getByRole('list', { name: 'Shared among' }).getByRole('listitem')).toHaveText(
    CHARITIES.map((name) => `${name}: 1,000 pts`),
  );
  await expect(items).toContainText(/Tax receipt from each charity within 12 weeks, by /);
  expect(await seriousViolations(page)).toEqual([]);
});

test('en français : un don partagé entre trois organismes, commandé en points, avec le reçu fiscal sous 12 semaines', async ({ page }) => {
  test.setTimeout(120_000);
  // A cardholder of its own: an empty cart, and what it spends shows in no other journey.
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto(`/fr${GIFT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Don de bienfaisance à votre choix' })).toBeVisible();
  await expect(page.getByText(`Choisissez de 1 à 3${NBSP}organismes. Votre don est partagé entre eux à parts égales.`)).toBeVisible();
  await chooseAndAdd(page, CHARITÉS, true);

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/fr\/shop\/cart$/);
  const line = page.getByRole('listitem', { name: 'Don de bienfaisance à votre choix' });
  await expect(line.getByRole('list', { name: 'Partagé entre' }).getByRole('listitem')).toHaveText(
    CHARITÉS.map((name) => `${name}${NBSP}: 1${NBSP}000${NBSP}pts`),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Passer à la caisse' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vérifiez votre commande' })).toBeVisible();
  for (const consent of await page.getByRole('checkbox').all()) await consent.check();
  await page.getByRole('button', { name: 'Passer la commande' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/confirm\?order=\d+$/);
  const items = page.getByRole('table', { name: 'Vos articles' });
  await expect(items.getByRole('list', { name: 'Partagé entre' }).getByRole('listitem')).toHaveText(
    CHARITÉS.map((name) => `${name}${NBSP}: 1${NBSP}000${NBSP}pts`),
  );
  await expect(items).toContainText(`Reçu fiscal de chaque organisme dans un délai de 12${NBSP}semaines, d’ici le `);
  expect(await seriousViolations(page)).toEqual([]);
});
