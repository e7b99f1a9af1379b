import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { utilityBar } from './support/demo';
import { linkFromMailbox } from './support/mailbox';

const PASSWORD = 'Maple#Leaf2026';

/** The labels and buttons of the registration in one language. */
const TEXT = {
  en: {
    prefix: '',
    card: 'Card number',
    postal: 'Postal code',
    birth: 'Date of birth',
    username: 'Username',
    email: 'Email address',
    password: /^Password/,
    confirmation: 'Confirm the password',
    next: 'Next',
    submit: 'Register',
    terms: 'I have read and accept the terms of use',
    cardMessage: 'Enter the 16 digits of your card number.',
    usernameMessage: 'Your username must have 6 to 30 letters, digits, dots, hyphens or underscores.',
    step: (n: number) => new RegExp(`Step ${n} of 6`),
    sentTo: (email: string) => `We sent a link to ${email}.`,
    subject: /^Confirm your email address$/,
    confirmed: 'Your email is confirmed',
    signIn: 'Sign in',
    signInUsername: 'Username',
    signInPassword: 'Password',
  },
  fr: {
    prefix: '/fr',
    card: 'Numéro de carte',
    postal: 'Code postal',
    birth: 'Date de naissance',
    username: 'Nom d’utilisateur',
    email: 'Adresse courriel',
    password: /^Mot de passe/,
    confirmation: 'Confirmez le mot de passe',
    next: 'Suivant',
    submit: 'S’inscrire',
    terms: 'J’ai lu et j’accepte les conditions d’utilisation',
    cardMessage: 'Entrez les 16 chiffres de votre numéro de carte.',
    usernameMessage: 'Votre nom d’utilisateur doit compter de 6 à 30 lettres, chiffres, points, traits d’union ou traits de soulignement.',
    step: (n: number) => new RegExp(`Étape ${n} de 6`),
    sentTo: (email: string) => `Nous avons envoyé un lien à ${email}.`,
    subject: /^Confirmez votre adresse courriel$/,
    confirmed: 'Votre courriel est confirmé',
    signIn: 'Se connecter',
    signInUsername: "Nom d'utilisateur",
    signInPassword: 'Mot de passe',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

const field = (page: Page, label: string | RegExp) => page.getByRole('textbox', { name: label });
const stepHeading = (page: Page, t: Text, n: number) => page.getByRole('heading', { level: 2, name: t.step(n) });

async function register(
  page: Page,
  t: Text,
  cardholder: { card: string; postal: string; birth: string },
  member: { username: string; email: string },
  language: string,
) {
  await page.goto(`${t.prefix}/register`);
  await expect(stepHeading(page, t, 1)).toBeVisible();
  expect(await seriousViolations(page), 'verification step').toEqual([]);
  // The server's regex, checked in the browser with the server's message in the page's language.
  await field(page, t.card).fill('4512');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.cardMessage)).toBeVisible();
  expect(await seriousViolations(page), 'verification errors').toEqual([]);
  await field(page, t.card).fill(cardholder.card);
  await field(page, t.postal).fill(cardholder.postal);
  await field(page, t.birth).fill(cardholder.birth);
  await page.getByRole('button', { name: t.next }).click();

  await expect(stepHeading(page, t, 2)).toBeVisible();
  await field(page, t.username).fill('ab');
  await field(page, t.email).fill(member.email);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByText(t.usernameMessage)).toBeVisible();
  await field(page, t.username).fill(member.username);
  await page.getByRole('button', { name: t.next }).click();

  await expect(stepHeading(page, t, 3)).toBeVisible();
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByLabel(t.confirmation).fill(PASSWORD);
  expect(await seriousViolations(page), 'password step').toEqual([]);
  await page.getByRole('button', { name: t.next }).click();
  await expect(stepHeading(page, t, 4)).toBeVisible();
  await page.getByRole('button', { name: t.next }).click();
  await expect(stepHeading(page, t, 5)).toBeVisible();
  await page.getByRole('radio', { name: language }).check();
  await page.getByRole('button', { name: t.next }).click();
  await expect(stepHeading(page, t, 6)).toBeVisible();
  await page.getByRole('checkbox', { name: t.terms }).check();
  expect(await seriousViolations(page), 'terms step').toEqual([]);
  await page.getByRole('button', { name: t.submit }).click();

  await expect(page).toHaveURL(new RegExp(`${t.prefix}/register/verify$`));
  await expect(page.getByText(t.sentTo(member.email))).toBeVisible();
  expect(await seriousViolations(page), 'check your email').toEqual([]);
}

test('a cardholder registers with the server’s regexes, follows the emailed link from the sandbox mailbox, then signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = TEXT.en;
  const member = { username: 'nadia.haddad', email: 'nadia.haddad.e2e@example.com' };
  await register(page, t, { card: '4512 3456 7800 7001', postal: 'M4C 1B5', birth: '1988-06-14' }, member, 'English');

  // Before the email is confirmed, sign-in says so, after the password is checked.
  await page.goto('/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Please confirm your email address first');

  const link = await linkFromMailbox(page, { to: member.email, subject: t.subject, path: '/register/verify' });
  expect(link).not.toContain('/fr/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
  expect(await seriousViolations(page), 'email confirmed').toEqual([]);
  await page.getByRole('link', { name: t.signIn }).click();
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText('14,800 PTS');

  // Someone guessing her password elsewhere pauses her sign-in for everyone else, not in this browser.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/signed_out=1/);
  for (let guess = 0; guess < 5; guess += 1) {
    await request.post('/api/v1/auth/login', {
      data: { user_account: member.username, password: `Guess#${guess}aaa`, program_slug: 'demo', type: 'member' },
    });
  }
  const elsewhere = await request.post('/api/v1/auth/login', {
    data: { user_account: member.username, password: PASSWORD, program_slug: 'demo', type: 'member' },
  });
  expect(elsewhere.status()).toBe(429);
  await page.goto('/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('un titulaire s’inscrit en français, reçoit le courriel en français et confirme son adresse', async ({ page }) => {
  test.setTimeout(90_000);
  const t = TEXT.fr;
  const member = { username: 'etienne.bouchard', email: 'etienne.bouchard.e2e@example.com' };
  await register(page, t, { card: '4512 3456 7800 7002', postal: 'H2J 3K1', birth: '1979-11-02' }, member, 'Français');
  const link = await linkFromMailbox(page, { to: member.email, subject: t.subject, path: '/fr/register/verify' });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
  expect(await seriousViolations(page), 'courriel confirmé').toEqual([]);
  // The same link again: already confirmed, still no error.
  await page.goto(link);
  await expect(page.getByText('Votre adresse courriel est déjà confirmée. Vous pouvez vous connecter.')).toBeVisible();
});

test('a link that does not work says so in both languages and offers a new one by card details', async ({ page }) => {
  for (const [prefix, text, button] of [
    ['', 'Sorry. Your token is either invalid or has expired. Please try again.', 'Send the link again'],
    ['/fr', 'Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.', 'Renvoyer le lien'],
  ] as const) {
    await page.goto(`${prefix}/register/verify?token=${'A'.repeat(43)}`);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    expect(await seriousViolations(page), `${prefix}/register/verify`).toEqual([]);
  }
});
