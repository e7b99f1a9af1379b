import { expect, type Page } from '@playwright/test';

/** Every demo login's password (demo-data: it passes the spec's password rule). */
export const DEMO_PASSWORD = 'Rewards#2026';

/** Canadian French groups digits with a no-break space (U+00A0). */
export const NBSP = '\u00a0';

/** Signs in through the /login form, in English or at /fr/login. */
export async function signIn(page: Page, username: string, options: { french?: boolean } = {}): Promise<void> {
  const french = options.french ?? false;
  await page.goto(french ? '/fr/login' : '/login');
  await page.getByLabel(french ? "Nom d'utilisateur" : 'Username').fill(username);
  await page.getByRole('textbox', { name: french ? 'Mot de passe' : 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: french ? 'Se connecter' : 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(french ? /\/fr\/shop$/ : /\/shop$/);
}

/** The utility bar region (spec §2). */
export function utilityBar(page: Page, french = false) {
  return page.getByRole('region', { name: french ? 'Vos points et votre carte' : 'Your points and card' });
}

/** Signs in without asserting where the store lands (deep links, preferred language). */
export async function submitSignIn(page: Page, username: string, french = false): Promise<void> {
  await page.getByLabel(french ? "Nom d'utilisateur" : 'Username').fill(username);
  await page.getByRole('textbox', { name: french ? 'Mot de passe' : 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: french ? 'Se connecter' : 'Sign in', exact: true }).last().click();
}
