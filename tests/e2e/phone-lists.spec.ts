import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInByApi } from './support/demo';
import { expect, test } from './support/test';

/*
 * Issue 21, item 23: every list a member reads on a phone (transactions, the Annual Fee Eraser tab,
 * itineraries, Pay with Rewards, authorized redeemers) shows its points and amounts without sideways
 * scrolling at 390 px, the way the order history turns into cards.
 */

test.use({ viewport: { width: 390, height: 844 } });

const WIDTH = 390;

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Visible and wholly inside the screen's width. */
async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

test('at 390 px the transactions, the Annual Fee Eraser tab and Pay with Rewards show points and amounts without sideways scrolling', async ({
  page,
}) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/transactions');
  const transactions = page.getByRole('table', { name: 'All transactions' });
  const grocer = transactions.getByRole('row').filter({ hasText: 'Maple Leaf Grocers' }).first();
  await expect(grocer).toContainText('$126.50');
  await expectOnScreen(grocer.locator('td[data-label="Amount"]'));
  await expectOnScreen(transactions.locator('td[data-label="Points"]').first());
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Annual Fee Eraser' }).click();
  const fees = page.getByRole('table', { name: 'Annual Fee Eraser' });
  await expect(fees.getByRole('row').nth(1)).toBeVisible();
  await expectOnScreen(fees.locator('td[data-label="Amount"]').first());
  await expectNoSidewaysScroll(page);

  await page.goto('/pay-with-rewards?days=90');
  const purchases = page.getByRole('table', { name: 'Pay with Rewards' });
  const purchase = purchases.getByRole('row').filter({ hasText: 'Maple Leaf Grocers' }).first();
  await expect(purchase).toContainText('$126.50');
  await expectOnScreen(purchase.locator('td[data-label="Amount"]'));
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 390 px the itineraries and the authorized redeemers fit the screen', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/my-itinerary');
  const flight = page.getByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' });
  await expect(flight).toContainText('TRV-88231');
  await expectOnScreen(flight);
  await expectNoSidewaysScroll(page);

  await page.goto('/account');
  const redeemers = page.getByRole('region', { name: 'Authorized redeemers' }).getByRole('list', { name: 'Who can redeem on this card' });
  await expect(redeemers).toContainText('Jordan Martin');
  await expectOnScreen(redeemers.getByRole('listitem').first());
  await expectNoSidewaysScroll(page);
});

test('at 390 px the French transactions show points and amounts on cards too', async ({ page }) => {
  await signInByApi(page, 'marie');
  await page.goto('/fr/account/transactions');
  const transactions = page.getByRole('table', { name: 'Toutes les opérations' });
  await expect(transactions).toContainText('Points obtenus sur les achats par carte');
  await expectOnScreen(transactions.locator('td[data-label="Points"]').first());
  await expectNoSidewaysScroll(page);
});
