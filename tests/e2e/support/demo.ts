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

/** Switches the active card from the keyboard alone (the utility bar's button, the switcher's radio and Select). */
export async function switchCardByKeyboard(page: Page, card: RegExp): Promise<void> {
  await utilityBar(page).getByRole('button', { name: 'Change card' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose a card' });
  await dialog.getByRole('radio', { name: card }).check();
  await dialog.getByRole('button', { name: 'Select' }).press('Enter');
  await expect(utilityBar(page).getByTestId('card-name')).toHaveText(card);
}

/** Signs in without asserting where the store lands (deep links, preferred language). */
export async function submitSignIn(page: Page, username: string, french = false): Promise<void> {
  await page.getByLabel(french ? "Nom d'utilisateur" : 'Username').fill(username);
  await page.getByRole('textbox', { name: french ? 'Mot de passe' : 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: french ? 'Se connecter' : 'Sign in', exact: true }).last().click();
}

/**
 * Signs `username` in through the programme API and hands the session to the
 * page as the store keeps it (localStorage `rewards.session`), without the
 * login form: for journeys about something else. The form itself is proved by
 * the sign-in journeys (sign-in-and-out, french, preferred-language,
 * deep-link, sign-in-busy…). The member's preferred language counts as
 * applied already (as after `signIn` and `preferredLanguageApplied`), so a
 * journey may open pages in either language. The page is left on a page of
 * the store's origin that runs no script; open the page the journey starts on
 * next. Saves the /login page and the shop it lands on: about 3 s of a
 * journey's 15 on this 2-core machine.
 */
export async function signInByApi(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', {
    data: { user_account: username, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
  });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; expires_in: number } };
  const claims = JSON.parse(Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: unknown };
  const issuedAt = new Date();
  const session = {
    token: data.token,
    memberId: Number(claims.sub),
    issuedAt: issuedAt.toISOString(),
    expiresAt: new Date(issuedAt.getTime() + data.expires_in * 1000).toISOString(),
    isSso: false,
  };
  // A page of the store's origin that runs no script (the favicon), to write its storage.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ stored, memberId }) => {
      window.localStorage.setItem('rewards.session', stored);
      window.localStorage.setItem('rewards.languageChecked', memberId);
    },
    { stored: JSON.stringify(session), memberId: String(session.memberId) },
  );
}
