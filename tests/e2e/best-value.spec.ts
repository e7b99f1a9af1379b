import { formatValuePerPoint } from '@rewards-storefront/domain/format/format-value-per-point';
import { isBelowCashBack, rankRedemptionWays, type RedemptionWayKind } from '@rewards-storefront/domain/points/redemption-ways';
import { pointValue } from '@rewards-storefront/domain/points/value-per-point';
import { seriousViolations } from './support/axe';
import { NBSP, signInByApi, switchCardByKeyboard, utilityBar } from './support/demo';
import { expect, test, type Page, type Response } from './support/test';

interface ValuesAnswer {
  data: {
    cash_back: { cents: number; points: number };
    ways: { kind: RedemptionWayKind; cents: number; points: number; slug: string | null }[];
  };
}

const isValues = (response: Response) => /\/member\/account\/\d+\/redemption-values$/.test(new URL(response.url()).pathname);

/** The server's ways, ranked and flagged by the domain rule: what the table must show, row by row. */
async function expectedRows(response: Promise<Response>, locale: 'en-CA' | 'fr-CA') {
  const { data } = ((await (await response).json()) as ValuesAnswer);
  const cashBack = pointValue(data.cash_back.cents, data.cash_back.points);
  const ways = data.ways.map((way) => ({ ...way, value: pointValue(way.cents, way.points) }));
  return rankRedemptionWays(ways).map((way) => ({
    kind: way.kind,
    slug: way.slug,
    value: formatValuePerPoint(way.value, locale),
    below: isBelowCashBack(way, cashBack),
  }));
}

async function expectTable(page: Page, name: string, rows: Awaited<ReturnType<typeof expectedRows>>, perPoint: string) {
  const table = page.getByRole('table', { name });
  const shown = table.locator('tbody tr');
  await expect(shown).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    await expect(shown.nth(index)).toHaveAttribute('data-kind', row.kind);
    await expect(shown.nth(index).getByTestId('value')).toHaveText(`${row.value}${perPoint}`);
  }
  return table;
}

test('a member compares what a point is worth in every way to redeem, best first, from the keyboard, in both languages', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account');
  await expect(utilityBar(page).getByTestId('card-name')).toHaveText(/Elite/);

  // From the account page to the comparison with the keyboard alone.
  const values = page.waitForResponse(isValues);
  await page.getByRole('link', { name: 'Best value for your points' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Best value for my points' })).toBeVisible();
  const rows = await expectedRows(values, 'en-CA');
  const table = await expectTable(page, 'Ways to redeem, best value first', rows, ' per point');

  // The demo's Elite card: Maple Airways' mile a point at 1.5 cents a mile is best; Northern Skies' half mile is below cash back.
  expect(rows[0]).toMatchObject({ kind: 'miles', slug: 'maple-airways', value: '1.50¢', below: false });
  expect(rows.at(-1)).toMatchObject({ kind: 'miles', slug: 'northern-skies', value: '0.75¢', below: true });
  expect(rows.find((row) => row.kind === 'cash_back')).toMatchObject({ value: '1.00¢', below: false });
  expect(rows.find((row) => row.kind === 'gift_card')).toMatchObject({ value: '1.11¢', below: false });
  await expect(table.getByText('Below the cash-back value')).toHaveCount(rows.filter((row) => row.below).length);
  await expect(page.getByText('Airline miles are valued at 1.50¢ per mile, the programme’s reference value.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another card, chosen from the keyboard: the Cash Rewards card cannot transfer miles, so none are listed.
  const switched = page.waitForResponse(isValues);
  await switchCardByKeyboard(page, /Cash Rewards/);
  const cashRows = await expectedRows(switched, 'en-CA');
  expect(cashRows.some((row) => row.kind === 'miles')).toBe(false);
  await expectTable(page, 'Ways to redeem, best value first', cashRows, ' per point');

  // The best gift card's page says the same value per point.
  const giftCard = cashRows.find((row) => row.kind === 'gift_card')!;
  await page.getByRole('table').getByRole('link', { name: 'Gift cards' }).press('Enter');
  await expect(page.getByTestId('value-per-point')).toHaveText(`Worth ${giftCard.value} per point at its retail value of $25.00`);
  expect(giftCard.slug).toBeTruthy();

  const french = page.waitForResponse(isValues);
  await page.goto('/fr/account/best-value');
  await expect(page.getByRole('heading', { level: 1, name: 'Meilleure valeur pour mes points' })).toBeVisible();
  const frenchRows = await expectedRows(french, 'fr-CA');
  await expectTable(page, 'Façons d’échanger, de la meilleure valeur à la moindre', frenchRows, ' par point');
  expect(frenchRows.find((row) => row.kind === 'gift_card')?.value).toBe(`1,11${NBSP}¢`);
  expect(await seriousViolations(page)).toEqual([]);
});
