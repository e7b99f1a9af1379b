import { expect, test } from './support/test';
import { DEMO_PASSWORD, signIn, utilityBar } from './support/demo';

test('a member signs in with the login form, sees balance and card, and signs out', async ({ page }) => {
  await signIn(page, 'elite');

  const bar = utilityBar(page);
  await expect(bar.getByTestId('points-balance')).toHaveText('152,300 PTS');
  await expect(bar.getByTestId('card-name')).toHaveText(/Elite/);
  await expect(bar.getByTestId('card-number')).toHaveText('**** 4821');
  await expect(bar.getByRole('button', { name: 'Change card' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // A personal member's sign-out destination: the programme home (the sandbox's, in the reference deployment).
  await expect(page).toHaveURL(/\/sandbox\/programme-home\?.*signed_out=1/);

  // The session is really gone: the shop is shown to a guest after a reload.
  await page.goto('/shop');
  await expect(utilityBar(page)).toHaveCount(0);
});

test('a wrong password is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('elite');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`${DEMO_PASSWORD}x`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect');
  await expect(page).toHaveURL(/\/login$/);
});

test('after five wrong passwords sign-in is paused, and the member is told in French how long to wait', async ({ page }) => {
  // A name of its own per run: the lockout counts unknown names too, and no other test may share it.
  const username = `paused-${Date.now()}`;
  await page.goto('/fr/login');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  const submit = async () => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    return (await answered).status();
  };
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await password.fill(`wrong-${attempt}`);
    expect(await submit()).toBe(401);
  }
  await password.fill(DEMO_PASSWORD);
  expect(await submit()).toBe(429);
  await expect(page.getByRole('alert')).toContainText('Veuillez attendre 15 minutes, puis réessayer.');
  await expect(page).toHaveURL(/\/fr\/login$/);
});

test('empty sign-in fields name the missing field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('the single sign-on of the sandbox online banking lands the member in the store', async ({ page }) => {
  await page.goto('/sandbox/online-banking');
  await page.getByLabel('Username').fill('marie');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  // Marie prefers French: the store opens in French.
  await expect(page).toHaveURL(/\/fr\/shop$/);
  await expect(utilityBar(page, true).getByTestId('card-number')).toHaveText('**** 5512');
});

test('a used single sign-on link is refused and offers the login form', async ({ page, request }) => {
  // Sign in at the sandbox without following the redirect, to hold the one-time link.
  const response = await request.post('/sandbox/online-banking', {
    form: { username: 'elite', password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  const location = response.headers()['location'] ?? '';
  expect(location).toMatch(/\/sso\//);
  const token = location.split('/sso/')[1] ?? '';
  const first = await request.post('/api/v1/authenticate', { data: { token, type: 'sso' } });
  expect(first.status()).toBe(200);

  await page.goto(`/fr/sso/${token}`);
  await expect(page.getByText('Nous nous attendions à une réponse différente.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' }).last()).toBeVisible();
});
