import { formatLongDate } from '@rewards-storefront/domain/format/format-date';
import { seriousViolations } from './support/axe';
import { addPurchases, cardholderLike } from './support/cardholders';
import { NBSP, signInByApi } from './support/demo';
import { expect, test } from './support/test';

const HOUR = 3_600_000;

/*
 * Issue 26 item 3: money does not slip away. A copy of the Elite cardholder (support/cardholders.ts)
 * gets two purchases whose 90-day window closes within 7 days. After signing in, a notice says how
 * many purchases can still be paid back and until when; on Pay with Rewards the two are flagged
 * with the days left and listed first; with the keyboard only, the member ticks both, reads the
 * total, confirms it and pays both back in one request. Then in French.
 */
test('purchases closing soon are flagged and paid back together, with the keyboard only', async ({ page }) => {
  const member = await cardholderLike('elite');
  await addPurchases(member, 'ACC-1001', [
    { reference: 'CT-SOON-1', description: 'Librairie Olivieri', amountCents: 6_000, postedHoursAgo: 87 * 24 + 12 },
    { reference: 'CT-SOON-2', description: 'Sail Outdoors', amountCents: 4_500, postedHoursAgo: 85 * 24 + 12 },
  ]);
  const until = formatLongDate(new Date(Date.now() - (87 * 24 + 12) * HOUR + 90 * 24 * HOUR), 'en-CA');
  await signInByApi(page, member);

  await page.goto('/account');
  const reminder = page.getByRole('region', { name: 'Purchases to pay back with points' });
  await expect(reminder).toContainText(new RegExp(`You can still pay back \\d+ purchases with points, until ${until}\\.`));
  expect(await seriousViolations(page)).toEqual([]);
  await reminder.getByRole('link', { name: 'Go to Pay with Rewards' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with Rewards' })).toBeVisible();

  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Librairie OlivieriCloses in 3 days');
  await expect(rows.nth(2)).toContainText('Sail OutdoorsCloses in 5 days');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'Select Librairie Olivieri, $60.00' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'Select Sail Outdoors, $45.00' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('2 purchases selected: $105.00 for 10,500 pts');
  await page.getByRole('button', { name: 'Pay back the selected purchases' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pay back the selected purchases' });
  await expect(dialog).toContainText('Total: $105.00 for 10,500 pts');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(dialog.getByRole('button', { name: 'Confirm and pay with points' })).toBeFocused();
  await page.keyboard.press('Enter');
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Purchases paid with rewards');
  await expect(notices).toContainText('2 purchases, $105.00, were paid back with 10,500 pts.');
  await expect(page.getByText('Closes in')).toHaveCount(0);

  // En français : the notice and the list, and the purchases paid back appear as such.
  await page.goto('/fr/account');
  await expect(page.getByRole('region', { name: 'Achats à rembourser avec des points' })).toContainText(
    /Vous pouvez encore rembourser \d+\u00a0achats avec vos points, jusqu’au/,
  );
  await page.goto('/fr/pay-with-rewards?view=redeemed&days=90');
  await expect(page.getByRole('row', { name: /Librairie Olivieri/ })).toContainText(`Remboursé${NBSP}: 60,00${NBSP}$ pour 6${NBSP}000${NBSP}pts`);
  expect(await seriousViolations(page)).toEqual([]);
});
