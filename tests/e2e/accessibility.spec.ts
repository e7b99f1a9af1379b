import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const prefix of ['', '/fr']) {
  test(`the login, shop and not-found pages have no serious accessibility violation (${prefix || '/'})`, async ({ page }) => {
    for (const path of ['/login', '/shop', '/nowhere']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

test('the signed-in shop and the card switcher have no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'elite');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
