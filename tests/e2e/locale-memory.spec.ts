import { expect, test } from './support/test';

const YEAR_S = 365 * 24 * 60 * 60;

test('the chosen language is remembered for 365 days: a returning visitor of / lands in French, then English again', async ({ context, page }) => {
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/shop$/);

  const [cookie] = (await context.cookies()).filter(({ name }) => name === 'locale');
  expect(cookie).toMatchObject({ value: 'fr-CA', path: '/', sameSite: 'Lax', secure: false });
  const lifetimeS = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetimeS).toBeGreaterThan(YEAR_S - 120);
  expect(lifetimeS).toBeLessThanOrEqual(YEAR_S + 1);

  // The next visit, in a new tab, to the English home.
  const returning = await context.newPage();
  const home = await returning.request.get('/', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers()['location']).toBe('/fr');
  // A guest's home is the programme's home page (spec §2 guard), in the language chosen.
  await returning.goto('/');
  await expect(returning).toHaveURL(/lang=fr/);
  // A link to another English page still opens it in English: its path names the language.
  await returning.goto('/shop');
  await expect(returning.getByRole('heading', { level: 1 })).toHaveText('Merchandise');

  await returning.getByRole('link', { name: 'Français' }).click();
  await returning.getByRole('link', { name: 'English' }).click();
  await expect(returning).toHaveURL(/\/shop$/);
  const englishHome = await returning.request.get('/', { maxRedirects: 0 });
  expect(englishHome.status()).toBe(200);
  await returning.goto('/');
  await expect(returning).not.toHaveURL(/lang=fr|\/fr(\/|$)/);
});
