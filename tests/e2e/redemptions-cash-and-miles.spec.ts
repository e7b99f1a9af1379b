import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { cardholderLike } from './support/cardholders';
import { NBSP, signInByApi, utilityBar } from './support/demo';

/*
 * Redemptions debit cards: each journey spends the points of a cardholder of its own
 * (support/cardholders.ts), never those of the demo cards other journeys read.
 */

test('direct deposit: an amount above the balance is refused before sending, then a deposit is confirmed, debited and emailed', async ({
  page,
}) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/direct-deposit');
  const form = page.getByRole('form', { name: 'Redeem: Direct deposit' });
  await form.getByRole('textbox', { name: /Amount in/ }).fill('2400');
  await form.getByRole('textbox', { name: /Last four digits/ }).fill('48');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form).toContainText('Redemption amount must be equal to or more than 2,500');
  await expect(form).toContainText('Enter the last four digits of your 9-digit account number');
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('textbox', { name: /Amount in/ }).fill('999999');
  await form.getByRole('textbox', { name: /Last four digits/ }).fill('4821');
  await form.getByRole('checkbox', { name: /programme rules/ }).check();
  await form.getByRole('checkbox', { name: /final/ }).check();
  await form.getByRole('button', { name: 'Redeem' }).click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Not enough points');

  await form.getByRole('textbox', { name: /Amount in/ }).fill('3,000');
  await expect(form).toContainText('Worth $30.00');
  const before = await utilityBar(page).getByTestId('points-balance').textContent();
  await form.getByRole('button', { name: 'Redeem' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your redemption is confirmed' });
  await expect(confirmation).toContainText('$30.00');
  await expect(confirmation).toContainText('•••••4821');
  expect(await seriousViolations(page)).toEqual([]);
  // Other redemption journeys debit this card at the same time: the bar shows less, whatever they took.
  const points = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
  await expect(utilityBar(page).getByTestId('points-balance')).not.toHaveText(before ?? '');
  expect(points(await utilityBar(page).getByTestId('points-balance').textContent())).toBeLessThanOrEqual(points(before) - 3_000);

  await page.goto('/sandbox/mailbox');
  await expect(page.getByRole('link', { name: /Your redemption R\d{6}-[A-Z2-9]{8} is confirmed/ }).first()).toBeVisible();
});

test('Rewards for Miles: an invalid airline account is named, a transfer is confirmed with its miles', async ({ page }) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/travel-miles');
  const partners = page.getByRole('list', { name: 'Airline partners' });
  await expect(partners.getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'See the details of Maple Airways' }).click();
  await page.getByRole('link', { name: 'Transfer points' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer your points to Maple Airways');
  const form = page.getByRole('form', { name: 'Redeem: Maple Airways miles' });
  await form.getByRole('textbox', { name: /Amount in/ }).fill('5000');
  await expect(form).toContainText('You get 5,000 Maple Airways miles');
  await form.getByRole('textbox', { name: /Maple Airways account number/ }).fill('1234567');
  await form.getByRole('checkbox', { name: /programme rules/ }).check();
  await form.getByRole('checkbox', { name: /final/ }).check();
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form).toContainText('Invalid Maple Airways account number');
  await form.getByRole('textbox', { name: /Maple Airways account number/ }).fill('MA1234567');
  await form.getByRole('button', { name: 'Redeem' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your redemption is confirmed' });
  await expect(confirmation).toContainText('5,000');
  await expect(confirmation).toContainText('The miles reach your frequent flyer account within 1 to 2 weeks.');
});

test('en français : une carte Advance ne peut pas transférer de milles et sait pourquoi; la remise en argent est confirmée', async ({
  page,
}) => {
  await signInByApi(page, await cardholderLike('marie'));
  await page.goto('/fr/travel-miles');
  await expect(page.getByText('Non offert pour cette carte')).toBeVisible();
  await expect(page.getByText(/réservés aux titulaires de cartes Élite et Premier World/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/fr/redeem/cash-back');
  const form = page.getByRole('form', { name: `Échanger${NBSP}: Crédit au relevé` });
  await form.getByRole('textbox', { name: /Montant en/ }).fill(`2${NBSP}500`);
  await expect(form).toContainText(`Valeur de 25,00${NBSP}$`);
  await form.getByRole('checkbox', { name: /règles du programme/ }).check();
  await form.getByRole('checkbox', { name: /définitif/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Échanger' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Votre échange est confirmé' });
  await expect(confirmation).toContainText(`25,00${NBSP}$`);
  await expect(confirmation).toContainText(`2${NBSP}500${NBSP}pts`);
  expect(await seriousViolations(page)).toEqual([]);
});
