import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { NBSP, signInByApi, utilityBar } from './support/demo';

async function downloadedCsv(page: Page, button: string): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const content = await readFile((await file.path())!, 'utf8');
  return { name: file.suggestedFilename(), lines: content.replace(/^\uFEFF/, '').split('\r\n') };
}

test('a member reads the card’s transactions, filters them, opens the Annual Fee Eraser tab and downloads them as CSV', async ({
  page,
}) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/transactions');
  const table = page.getByRole('table', { name: 'All transactions' });
  await expect(table.getByRole('row').filter({ hasText: 'Maple Leaf Grocers' })).toContainText('$126.50');
  await expect(table.getByRole('row').filter({ hasText: 'CT-1001-0007' })).toContainText('Redeemable');

  await page.getByRole('combobox', { name: 'Show' }).selectOption('7');
  await expect(page).toHaveURL(/\/account\/transactions\?days=7$/);
  await expect(table.getByRole('row').filter({ hasText: 'CT-1001-0007' })).toHaveCount(0);
  // A filter change and a tab click in one task, with no render between them: the tab keeps the filter just chosen.
  const show = await page.getByRole('combobox', { name: 'Show' }).elementHandle();
  const eraserTab = await page.getByRole('tab', { name: 'Annual Fee Eraser' }).elementHandle();
  await page.evaluate(
    ([select, tab]) => {
      (select as HTMLSelectElement).value = 'all';
      select!.dispatchEvent(new Event('change', { bubbles: true }));
      (tab as HTMLElement).click();
    },
    [show, eraserTab] as const,
  );
  await expect(page).toHaveURL(/\/account\/transactions\?view=redeemable$/);
  const fees = page.getByRole('table', { name: 'Annual Fee Eraser' });
  await expect(fees.getByRole('row').filter({ hasText: 'CT-1001-0008' })).toContainText('Expired');

  const csv = await downloadedCsv(page, 'Download (CSV)');
  expect(csv.name).toMatch(/^annual-fees-ACC-1001-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.lines[0]).toBe('Date,Posted date,Description,Type,Amount,Currency,Points,Bonus points,Status,Reference');
  expect(csv.lines.find((line) => line.endsWith('CT-1001-0007'))).toContain(
    ',Annual fee: Elite card,Annual fee,150.00,CAD,0,0,Redeemable,',
  );
  expect(csv.lines.find((line) => line.endsWith('CT-1001-0008'))).toContain(',Expired,');
});

test('a French member downloads the transactions as CSV in French', async ({ page }) => {
  await signInByApi(page, 'marie');
  await page.goto('/fr/account/transactions');
  await expect(page.getByRole('table', { name: 'Toutes les opérations' })).toContainText('Points obtenus sur les achats par carte');
  const csv = await downloadedCsv(page, 'Télécharger (CSV)');
  expect(csv.lines[0]).toBe('Date,Date de comptabilisation,Description,Type,Montant,Devise,Points,Points en prime,Statut,Référence');
  expect(csv.lines.some((line) => line.includes(',Points obtenus sur les achats par carte,Points obtenus,'))).toBe(true);
});

test('a cardholder erases the annual fee with points, in French, and the balance follows', async ({ page }) => {
  await signInByApi(page, 'business');
  await page.goto('/fr/account/transactions?view=redeemable');
  // The cart and checkout journeys spend this card's points too, at the same time: the eraser takes 12,000 of what it holds.
  const balance = utilityBar(page, true).getByTestId('points-balance');
  await expect(balance).toHaveText(/\d\spts$/);
  const before = frenchPoints(await balance.textContent());
  await page.getByRole('button', { name: /Échanger des points contre.*carte Affaires/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Effacer vos frais annuels' });
  await expect(dialog).toContainText(`Échanger 12${NBSP}000${NBSP}pts`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Échanger', exact: true }).click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Frais annuels effacés');
  await expect(notices).toContainText(
    `Vous avez échangé 12${NBSP}000${NBSP}pts (Points) contre 120,00${NBSP}$${NBSP}: Frais annuels${NBSP}: carte Affaires.`,
  );
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'CT-3001-0001' })).toContainText('Échangé');
  // At most: a checkout of the same card may land in between.
  await expect.poll(async () => frenchPoints(await balance.textContent())).toBeLessThanOrEqual(before - 12_000);
});

/** The points of a French balance ("75 000 pts"). */
function frenchPoints(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}
