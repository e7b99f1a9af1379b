import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { utilityBar } from './support/demo';
import { linkFromMailbox } from './support/mailbox';

const NEW_PASSWORD = 'Bakery#Open2026';

test('a personal cardholder is sent to online banking; the page has no serious accessibility violation in either language', async ({
  page,
}) => {
  for (const [prefix, personal, button] of [
    ['', 'A personal card', 'Go to online banking'],
    ['/fr', 'Une carte personnelle', 'Aller aux services bancaires en ligne'],
  ] as const) {
    await page.goto(`${prefix}/forgot-password`);
    expect(await seriousViolations(page), `${prefix}/forgot-password`).toEqual([]);
    await page.getByRole('radio', { name: personal }).check();
    await expect(page.getByRole('link', { name: button })).toHaveAttribute('href', /\/sandbox\/online-banking/);
    expect(await seriousViolations(page), `${prefix}/forgot-password personal`).toEqual([]);
  }
});

test('a business customer recovers the password: request, the emailed link, the questions, a new password, then signs in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/forgot-password');
  await page.getByRole('radio', { name: 'A business card' }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill('northshore');
  expect(await seriousViolations(page), 'business request').toEqual([]);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If this username belongs to a business rewards account, we sent a link/)).toBeVisible();

  const link = await linkFromMailbox(page, { to: 'mei.okafor@example.com', subject: /^Reset your password$/, path: '/reset-password' });
  await page.goto(link);
  await expect(page.getByText('To protect your account, answer these questions about your business card.')).toBeVisible();
  expect(await seriousViolations(page), 'questions').toEqual([]);
  await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('9043');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('V7M 2H4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('These answers do not match our records.');
  await expect(page.getByRole('alert')).toContainText('4 wrong answers left');
  await page.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('3388');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Choose your new password.')).toBeVisible();
  await page.getByLabel(/^New password/).fill('bakery');
  await page.getByLabel('Confirm the password').fill('bakery');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByText('Your password needs 8 to 255 characters, an uppercase letter, a digit, a special character, like # or !.'),
  ).toBeVisible();
  expect(await seriousViolations(page), 'new password errors').toEqual([]);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();
  expect(await seriousViolations(page), 'done').toEqual([]);

  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await page.getByLabel('Username').fill('northshore');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(utilityBar(page).getByTestId('card-number')).toHaveText('**** 3388');

  // The link was single-use.
  await page.goto(link);
  await expect(page.getByText('Sorry. Your token is either invalid or has expired. Please try again.')).toBeVisible();
});

test('the reset page speaks French: the link’s questions, and spec §8’s text for a link that does not work', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('radio', { name: 'A business card' }).check();
  await page.getByRole('textbox', { name: 'Username' }).fill('business');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/we sent a link/)).toBeVisible();
  const link = await linkFromMailbox(page, { to: 'samuel.okafor@example.com', subject: /^Reset your password$/, path: '/reset-password' });
  // The same link in the French store (only looked at: `business` keeps the demo password).
  await page.goto(link.replace(/\/reset-password/, '/fr/reset-password'));
  await expect(page.getByText('Pour protéger votre compte, répondez à ces questions sur votre carte Entreprise.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '4 derniers chiffres de votre carte' })).toBeVisible();
  expect(await seriousViolations(page), '/fr/reset-password questions').toEqual([]);

  await page.goto(`/fr/reset-password?token=${'B'.repeat(43)}`);
  await expect(page.getByText('Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/fr/forgot-password');
  expect(await seriousViolations(page), '/fr/reset-password invalid').toEqual([]);
});
