import { expect, test } from './support/test';
import { DEMO_PASSWORD, signInByApi } from './support/demo';

test('the password rule is checked as it is typed, and a wrong current password is said on its field', async ({ page }) => {
  await signInByApi(page, 'onhold');
  await page.goto('/account/reset-password');
  const newPassword = page.getByLabel(/^New password/, { exact: false }).first();
  await newPassword.fill('voyage');
  await expect(page.getByRole('listitem').filter({ hasText: 'a lowercase letter' })).toContainText('(done)');
  await expect(page.getByRole('listitem').filter({ hasText: 'an uppercase letter' })).toContainText('(to do)');
  await page.getByLabel(/^Current password/).fill('Wrong#2026');
  await newPassword.fill('Voyage#2027');
  await page.getByLabel(/^Confirm the new password/).fill('Voyage#2027');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByLabel(/^Current password/)).toHaveAccessibleDescription('The current password is not correct.');
});

test('a password used before shows the password-used notification, in French', async ({ page }) => {
  await signInByApi(page, 'marie');
  await page.goto('/fr/account/reset-password');
  await page.getByLabel(/^Mot de passe actuel/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Nouveau mot de passe/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByRole('alert')).toContainText('Mot de passe déjà utilisé');
  await expect(notices.getByRole('alert')).toContainText('Vous avez déjà utilisé ce mot de passe.');
});
