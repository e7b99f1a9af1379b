import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { cardholderLike } from './support/cardholders';
import { NBSP, signInByApi } from './support/demo';

/*
 * Redemptions debit cards: each journey spends the points of a cardholder of its own
 * (support/cardholders.ts), never those of the demo cards other journeys read.
 */

test('Pay with Rewards: the last 7 days by default, ineligible rows say why, a purchase is paid back and shows as Redeemed', async ({
  page,
}) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/pay-with-rewards');
  const table = page.getByRole('table', { name: 'Pay with Rewards' });
  await expect(table.getByRole('row').filter({ hasText: 'Maple Leaf Grocers' })).toContainText('$126.50');
  await expect(table.getByRole('row').filter({ hasText: 'Canadian Tire' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Date range' }).selectOption('60');
  await expect(page).toHaveURL(/\/pay-with-rewards\?days=60$/);
  await expect(table.getByRole('row').filter({ hasText: 'Tim Hortons' })).toContainText('IneligibleUnder $25');
  await page.getByRole('button', { name: 'Redeem Canadian Tire, $90.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with Rewards' });
  await dialog.getByRole('textbox', { name: /Amount to pay back/ }).fill('24');
  await dialog.getByRole('button', { name: 'Pay with points' }).click();
  await expect(dialog).toContainText('The amount must be $25.00 or more');
  await dialog.getByRole('textbox', { name: /Amount to pay back/ }).fill('40.50');
  await expect(dialog).toContainText('Costs 4,050 pts');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Pay with points' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('$40.50 of Canadian Tire was paid back with 4,050 pts.');

  // The segmented control's radios are visually hidden: a member clicks the segment's label, once the dialog has gone.
  await expect(dialog).toHaveCount(0);
  await page.locator('label', { hasText: /^Redeemed$/ }).click();
  await expect(page.getByRole('radio', { name: 'Redeemed' })).toBeChecked();
  await expect(table.getByRole('row').filter({ hasText: 'Canadian Tire' })).toContainText('Redeemed: $40.50 for 4,050 pts');
  await expect(table.getByRole('row').filter({ hasText: 'Indigo' })).toContainText('Redeemed: $30.00 for 3,000 pts');
});

test('en français : Payer avec des récompenses et une récompense financière vérifiée avant l’échange', async ({ page }) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/fr/pay-with-rewards?days=90');
  const table = page.getByRole('table', { name: 'Payer avec des récompenses' });
  await expect(table.getByRole('row').filter({ hasText: 'Tim Hortons' })).toContainText(`Non admissibleMoins de 25${NBSP}$`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/fr/shop/mortgage-prepayment');
  await page.getByRole('link', { name: 'Échanger dans votre compte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Échanger${NBSP}: Paiement anticipé hypothécaire`);
  await page.getByRole('textbox', { name: /Numéro de compte/ }).fill('7650000');
  await page.getByRole('button', { name: 'Vérifier le compte' }).click();
  await expect(page.getByText('Le partenaire n’a pas pu vérifier ce compte. Veuillez vérifier le numéro.')).toBeVisible();
  await page.getByRole('textbox', { name: /Numéro de compte/ }).fill('7654321');
  await page.getByRole('button', { name: 'Vérifier le compte' }).click();
  await expect(page.getByText(`Vérifié${NBSP}: •••4321`)).toBeVisible();
  await page.getByRole('textbox', { name: /Montant en/ }).fill('5000');
  await page.getByRole('checkbox', { name: /règles du programme/ }).check();
  await page.getByRole('checkbox', { name: /définitif/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Échanger', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre échange est confirmé' })).toContainText(`50,00${NBSP}$`);
});

test('travel: the store sends the member to the travel partner with a token, a trip chosen there is booked with points in the store, gives the Elite 20% back and shows in the itineraries', async ({
  page,
}) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/travel-miles');
  await page.getByRole('button', { name: 'Book travel' }).click();
  await expect(page).toHaveURL(/\/sandbox\/travel-partner\/authenticate\?token=.+&lang=en$/);
  await page.getByRole('button', { name: 'Book Hotel in Québec City, 2 nights' }).click();
  const panel = page.getByRole('region', { name: 'Confirm your trip' });
  await expect(panel).toContainText('Elite travel credit (20% back)');
  await expect(panel).toContainText('4,800 pts');
  await panel.getByRole('button', { name: 'Book with 24,000 pts' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your trip is booked' })).toBeVisible();
  await panel.getByRole('link', { name: 'See it in your itineraries' }).click();
  await expect(page.getByRole('listitem', { name: 'Hotel in Québec City, 2 nights' })).toContainText('Confirmed');
});

test('en français : les forfaits vacances reçoivent le jeton par formulaire sur le site français', async ({ page }) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/fr/travel-miles');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Forfaits vacances' }).click();
  // The one-time handoff in the address became a cookie: the page ends on the plain address.
  await expect(page).toHaveURL(/\/sandbox\/vacations\/fr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forfaits vacances');
  await expect(page.getByRole('table')).toContainText('Cancún tout compris, 7 nuits');
  expect(await seriousViolations(page)).toEqual([]);
});
