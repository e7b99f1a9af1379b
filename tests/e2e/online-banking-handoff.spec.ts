import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/demo';

/** Every login-with-token request the page makes (spec §7: sent without an Authorization header). */
function handoffRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/login-with-token')) seen.push(request);
  });
  return seen;
}

test('a member follows an online-banking shortcut and lands signed in on that page, the hand-off sent without Authorization', async ({
  page,
}) => {
  const requests = handoffRequests(page);
  await page.goto('/sandbox/online-banking');
  await page.getByLabel('Username').fill('elite');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Continue to').selectOption({ label: 'My points transactions' });
  await page.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(/\/account\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your transactions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(await requests[0]!.headerValue('authorization')).toBeNull();
  expect(requests[0]!.method()).toBe('POST');
});

test('un membre arrive en français des services bancaires en ligne et se retrouve connecté sur Payer avec des récompenses; le même lien ne sert pas deux fois', async ({
  page,
}) => {
  await page.goto('/sandbox/online-banking?lang=fr');
  await page.getByLabel('Nom d’utilisateur').fill('marie');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByLabel('Continuer vers').selectOption({ label: 'Payer avec des points' });
  await page.getByRole('button', { name: /connecter/i }).click();
  await expect(page).toHaveURL(/\/fr\/sso\/[A-Za-z0-9_-]{43}\?action=/);
  const landing = page.url();

  await expect(page).toHaveURL(/\/fr\/pay-with-rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payer avec des récompenses' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The hand-off token works once: followed again, the landing says so in French.
  await page.goto(landing);
  await expect(page.getByText('Nous nous attendions à une réponse différente.')).toBeVisible();
});
