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
 * Signs `username` in through the programme API as the store does (the
 * session comes back in the httpOnly cookie, which the page's request
 * context shares with the browser) and writes the store's own entry
 * (localStorage `rewards.session`: whose session, and when it ends), without
 * the login form: for journeys about something else. The form itself is
 * proved by the sign-in journeys (sign-in-and-out, french, preferred-language,
 * deep-link, sign-in-busy…). The member's preferred language counts as
 * applied already (as after `signIn` and `preferredLanguageApplied`), so a
 * journey may open pages in either language. The page is left on a page of
 * the store's origin that runs no script; open the page the journey starts on
 * next. Saves the /login page and the shop it lands on: about 3 s of a
 * journey's 15 on this 2-core machine.
 */
export async function signInByApi(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', {
    headers: { 'X-Session-Transport': 'cookie' },
    data: { user_account: username, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
  });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  const { data } = (await response.json()) as { data: { member_id: number; expires_in: number } };
  const issuedAt = new Date();
  const session = {
    memberId: data.member_id,
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

/** The session cookie the browser holds (httpOnly: only the test's side of the browser can read it), as a bearer token for calls behind the store's back. */
export async function sessionTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('rewards_session'));
  if (!cookie) throw new Error('the browser holds no session cookie');
  return cookie.value;
}
