import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { signInByApi } from './support/demo';

// Every route's page, guest and member, in both languages: every-route-accessibility.spec.ts. Here: the states a
// visit alone does not reach (a dialog open, a refused sign-in, the card switcher).

for (const [prefix, signIn, wrongPassword] of [['', 'Sign in', 'The username or password'], ['/fr', 'Se connecter', '']] as const) {
  test(`the sign-in modal and a sign-in error have no serious accessibility violation (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/shop`);
    await page.getByRole('banner').getByRole('button', { name: signIn, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${prefix}/login`);
    await page.locator('input[autocomplete="username"]').fill('elite');
    await page.locator('input[type="password"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert')).toContainText(wrongPassword);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the signed-in shop and the card switcher have no serious accessibility violation', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
