import { pointsGoal } from '@rewards-storefront/domain/catalogue/points-goal';
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { seriousViolations } from './support/axe';
import { signInByApi, switchCardByKeyboard, utilityBar } from './support/demo';
import { expect, test, type Locator, type Page, type Response } from './support/test';

interface WishlistAnswer {
  data: { product: { name: string; prices: { actual: number } } }[];
}
type Items = WishlistAnswer['data'];

const isEarning = (response: Response) => /\/member\/account\/\d+\/earning$/.test(new URL(response.url()).pathname);
const earnedOf = async (response: Promise<Response>) => ((await (await response).json()) as { data: { earned_points: number } }).data.earned_points;

/** The active card's balance as the utility bar shows it ("9,120 PTS"); other journeys may have spent some of it. */
async function shownBalance(page: Page): Promise<number> {
  return Number((await utilityBar(page).getByTestId('points-balance').innerText()).replace(/[^0-9]/g, ''));
}

/** Every item's goal as the domain rule gives it for this balance and earning; returns how many are still saving. */
async function expectGoals(list: Locator, items: Items, balance: number, earnedPoints: number): Promise<number> {
  const today = new Date();
  let saving = 0;
  for (const item of items) {
    const entry = list.getByRole('listitem', { name: item.product.name });
    const goal = pointsGoal({ itemPoints: item.product.prices.actual, balance, earnedPoints, today });
    if (goal.kind === 'redeemable') {
      await expect(entry).toContainText('You can redeem this now');
      await expect(entry.getByRole('progressbar')).toHaveCount(0);
      continue;
    }
    saving += 1;
    await expect(entry).toContainText(`${formatPoints(goal.pointsNeeded, 'en-CA')} more needed on this card`);
    const bar = entry.getByRole('progressbar', { name: `Points saved towards ${item.product.name}` });
    await expect(bar).toHaveAttribute('aria-valuenow', String(goal.percentSaved));
    await expect(bar).toHaveAttribute('aria-valuetext', `${goal.percentSaved}% saved`);
    if (goal.estimate.kind === 'date') {
      await expect(entry).toContainText(`At this card's earning over the last 90 days: around ${formatDate(goal.estimate.date, 'en-CA')}`);
    }
  }
  return saving;
}

test('a member sees each wished item as a points goal of the active card, updated on a card switch, in both languages', async ({ page }) => {
  await signInByApi(page, 'elite');
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/member/wishlist'));
  const firstEarning = page.waitForResponse(isEarning);
  await page.goto('/account/wishlist');
  const items = ((await (await listed).json()) as WishlistAnswer).data;
  const list = page.getByRole('list', { name: 'Your wishlist' });
  await expect(list.getByRole('listitem')).toHaveCount(items.length);
  await expect(utilityBar(page).getByTestId('card-name')).toHaveText(/Elite/);
  // The Elite card's balance pays for each of the demo's wished items.
  expect(await expectGoals(list, items, await shownBalance(page), await earnedOf(firstEarning))).toBe(0);

  // The Cash Rewards card, chosen from the keyboard: far smaller, so the goals show how far each item is.
  const switchedEarning = page.waitForResponse(isEarning);
  await switchCardByKeyboard(page, /Cash Rewards/);
  const earned = await earnedOf(switchedEarning);
  expect(earned).toBeGreaterThan(0);
  const saving = await expectGoals(list, items, await shownBalance(page), earned);
  expect(saving).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/fr/account/wishlist');
  const french = page.getByRole('list', { name: 'Votre liste de souhaits' });
  await expect(french.getByRole('progressbar')).toHaveCount(saving);
  await expect(french.getByText(/requis sur cette carte/).first()).toBeVisible();
  await expect(french.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /^\d+\u00a0% accumulés$/);
  // French days are written out (OQLF): "19 janvier 2028", with no-break spaces.
  await expect(french.getByText(/^Au rythme de cette carte depuis 90\u00a0jours\u00a0: vers le \d{1,2}(er)?\u00a0\p{Ll}+\u00a0\d{4}$/u).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
