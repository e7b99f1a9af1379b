import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/demo';

test('a locked member arriving from online banking is told to call the number on the card', async ({ page }) => {
  await page.goto('/sandbox/online-banking');
  await page.getByLabel('Username').fill('locked');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/sso\//);
  await expect(page.getByRole('alert')).toHaveText(
    'Your account cannot be used at the moment. Please call the number on the back of your card.',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('un membre signalé pour fraude est invité en français à composer le numéro de sa carte, au formulaire de connexion aussi', async ({
  page,
}) => {
  await page.goto('/sandbox/online-banking?lang=fr');
  await page.getByLabel('Nom d’utilisateur').fill('flagged');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /connecter/i }).click();
  await expect(page).toHaveURL(/\/fr\/sso\//);
  const call = 'Votre compte ne peut pas être utilisé pour le moment. Veuillez composer le numéro inscrit au verso de votre carte.';
  await expect(page.getByRole('alert')).toHaveText(call);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/fr/login');
  await page.getByLabel("Nom d'utilisateur").fill('flagged');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(call);
});

test('single sign-on needs a primary cardholder in good standing: a member whose only card is on hold is told so', async ({ page }) => {
  await page.goto('/sandbox/online-banking');
  await page.getByLabel('Username').fill('onhold');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Single sign-on is for the primary cardholder of an account in good standing. Please call the number on the back of your card.',
  );
});

test('a token that does not decode is the mismatch of spec §8, in French', async ({ page }) => {
  await page.goto('/fr/sso/not-a-token-at-all');
  await expect(page.getByText('Nous nous attendions à une réponse différente.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
