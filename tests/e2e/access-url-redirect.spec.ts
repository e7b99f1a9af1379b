import { expect, test } from './support/test';
import { signInByApi } from './support/demo';

test('a member follows the Maison Plus partner link: after the notice a new tab fetches the access URL and the partner recognises them', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: /Maison Plus/ }).click();
  const notice = page.getByRole('dialog', { name: 'You are leaving the rewards store' });
  const accessUrlRequest = page.context().waitForEvent('request', (request) => request.url().includes('/maison-plus/access-url'));
  const [partner] = await Promise.all([context.waitForEvent('page'), notice.getByRole('link', { name: /Continue to Maison Plus/ }).click()]);
  // Asked for when the member followed the link, with their session, never before.
  const request = await accessUrlRequest;
  expect(request.method()).toBe('POST');
  expect(await request.headerValue('cookie')).toMatch(/rewards_session=/);
  expect(await request.headerValue('x-csrf-token')).toBeTruthy();
  await expect(partner).toHaveURL(/\/sandbox\/partner\/maison-plus\?access_token=/);
  await expect(partner.getByRole('status')).toHaveText('Welcome, Alex M. Your rewards account is linked: you arrived from the rewards store.');
  // The store's tab stays where it was.
  await expect(page).toHaveURL(/\/shop$/);
});

test('en français, le site partenaire accueille le membre, et un lien sans URL d’accès le dit dans la boutique', async ({ page }) => {
  await signInByApi(page, 'marie');
  await page.goto('/fr/access/navigation/maison-plus');
  await expect(page).toHaveURL(/\/sandbox\/partner\/maison-plus\?lang=fr&access_token=/);
  await expect(page.getByRole('status')).toHaveText(
    'Bienvenue, Marie T. Votre compte de récompenses est lié\u00a0: vous arrivez de la boutique de récompenses.',
  );
  // Back does not return to the redirect page: it replaced itself.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/access\//);

  await page.goto('/fr/access/navigation/techhub');
  await expect(page.getByRole('alert')).toHaveText('Ce lien ne vous est pas offert.');
  await expect(page.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/shop');
});
