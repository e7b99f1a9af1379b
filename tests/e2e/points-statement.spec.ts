import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './support/axe';
import { cardholderLike } from './support/cardholders';
import { DEMO_PASSWORD, signInByApi } from './support/demo';
import { expect, test, type Page } from './support/test';

/** The month's file, downloaded through the page's link (the browser's download, the session's cookie with it). */
async function downloadedCsv(page: Page, name: string): Promise<{ fileName: string; rows: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const file = await download;
  const text = await readFile(await file.path(), 'utf8');
  return { fileName: file.suggestedFilename(), rows: text.replace(/^\uFEFF/, '').split('\r\n') };
}

test('a member reads a points statement they can trust: reasons in words, a pending travel credit, the running balance, the chart’s table and the CSV, in both languages', async ({
  page,
  request,
}) => {
  // A cardholder of its own books a car with the Elite card: its 20 % travel credit stays pending 72 hours.
  const login = await cardholderLike('elite');
  const session = await request.post('/api/v1/auth/login', { data: { user_account: login, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' } });
  const headers = { Authorization: `Bearer ${((await session.json()) as { data: { token: string } }).data.token}` };
  const cards = ((await (await request.get('/api/v1/member/account', { headers })).json()) as { data: { id: number; reference_identifier: string }[] }).data;
  const elite = cards.find((card) => card.reference_identifier.startsWith('ACC-1001'))!;
  const booked = await request.post('/api/v1/member/ascenda/checkout', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { account_id: elite.id, offer_code: 'car-calgary' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = ((await booked.json()) as { data: { reference_identifier: string } }).data.reference_identifier;

  await signInByApi(page, login);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Your points statement' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Points statement' })).toBeVisible();
  const entries = page.getByRole('table', { name: /^Points statement for / });
  const credit = entries.locator('tbody tr[data-reason="travel_credit"]');
  await expect(credit).toHaveAttribute('data-status', 'pending');
  await expect(credit.getByRole('rowheader')).toHaveText(`Elite travel credit, booking ${booking}`);
  await expect(credit).toContainText('+2,400');
  await expect(credit).toContainText(/Pending, posts on \d{4}-\d{2}-\d{2}/);
  await expect(credit).toContainText('Not yet counted');
  const car = entries.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: `Order ${booking}` }) });
  await expect(car).toHaveAttribute('data-status', 'posted');
  await expect(car).toContainText('-12,000');
  await expect(page.getByTestId('pending')).toHaveText('2,400 pts');
  expect(await seriousViolations(page)).toEqual([]);

  // The chart's table, from the keyboard: there for screen readers all along, shown on demand.
  const toggle = page.getByRole('button', { name: 'Show the chart as a table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const chartTable = page.getByRole('table', { name: 'Balance, points earned and points redeemed per month' });
  await expect(chartTable).toBeVisible();
  await expect(chartTable.locator('tbody tr')).toHaveCount(12);

  const english = await downloadedCsv(page, 'Download CSV');
  expect(english.fileName).toMatch(/^points-statement-ACC-1001-[A-Z0-9-]+-\d{4}-\d{2}\.csv$/);
  expect(english.rows[0]).toBe('Date,Description,Points,Status,Balance');
  expect(english.rows).toContainEqual(expect.stringMatching(new RegExp(`^\\d{4}-\\d{2}-\\d{2},"Elite travel credit, booking ${booking}",2400,Pending,$`)));

  await page.goto('/fr/account/points-statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Relevé de points' })).toBeVisible();
  const frenchCredit = page.getByRole('table', { name: /^Relevé de points de / }).locator('tbody tr[data-reason="travel_credit"]');
  await expect(frenchCredit.getByRole('rowheader')).toHaveText(`Crédit voyage Élite, réservation ${booking}`);
  await expect(frenchCredit).toContainText(/En attente, porté au compte le \d{1,2}(er)?\u00a0\p{L}+\u00a0\d{4}/u);
  expect(await seriousViolations(page)).toEqual([]);
  const french = await downloadedCsv(page, 'Télécharger en CSV');
  expect(french.rows[0]).toBe('Date,Description,Points,Statut,Solde');
  expect(french.rows).toContainEqual(expect.stringMatching(new RegExp(`"Crédit voyage Élite, réservation ${booking}",2400,En attente,$`)));
});
