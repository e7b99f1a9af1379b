import { expect, test, type Page, newBrowserContext } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/demo';
import { startLoopbackProxy } from './support/loopback-proxy';

/** Fills the sign-in form at `url` and submits it (English, or French under /fr). */
async function submitSignIn(page: Page, url: string, french: boolean): Promise<void> {
  await page.goto(url);
  await page.getByLabel(french ? "Nom d'utilisateur" : 'Username').fill('noah');
  await page.getByRole('textbox', { name: french ? 'Mot de passe' : 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: french ? 'Se connecter' : 'Sign in', exact: true }).click();
}

test('sign-ins from an address whose checks are all taken are told, in English and in French, that the store is busy; once free the member signs in', async ({
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The member's browser stands behind an address of its own, so the drill touches no other journey's sign-in.
  const proxy = await startLoopbackProxy(baseURL!);
  // The member's pages are this journey's own context (its Content-Security-Policy is checked); the console has another.
  const consoleContext = await newBrowserContext(browser);
  try {
    const supportConsole = await consoleContext.newPage();
    await supportConsole.goto('/sandbox/admin');
    await supportConsole.getByLabel('Username').fill('admin');
    await supportConsole.getByLabel('Password').fill(DEMO_PASSWORD);
    await supportConsole.getByRole('button', { name: 'Sign in' }).click();
    await supportConsole.getByRole('textbox', { name: 'Client address' }).fill(proxy.clientAddress);
    await supportConsole.getByRole('textbox', { name: 'Seconds (1-300)' }).fill('90');
    await supportConsole.getByRole('button', { name: 'Start the drill' }).click();
    await expect(supportConsole.getByRole('status')).toHaveText(
      'Sign-ins from that address now wait, and are told the store is busy, until the drill ends.',
    );

    // Both wait for a place (15 s), side by side, then hear the store is busy: nothing was checked, nothing counted.
    const english = await context.newPage();
    const french = await context.newPage();
    await Promise.all([submitSignIn(english, `${proxy.url}/login`, false), submitSignIn(french, `${proxy.url}/fr/login`, true)]);
    await expect(english.getByRole('alert')).toContainText('Many sign-ins are being checked right now. Please try again in a few seconds.', {
      timeout: 40_000,
    });
    await expect(french.getByRole('alert')).toContainText(
      'De nombreuses connexions sont en cours de vérification. Veuillez réessayer dans quelques secondes.',
      { timeout: 40_000 },
    );
    await expect(english).toHaveURL(/\/login$/);
    expect(await seriousViolations(english)).toEqual([]);

    // The drill ends: the same member, same address, signs in.
    await supportConsole.getByRole('textbox', { name: 'Client address' }).fill(proxy.clientAddress);
    await supportConsole.getByRole('button', { name: 'End the drill' }).click();
    await expect(supportConsole.getByRole('status')).toHaveText('The drill has ended: sign-ins from that address are checked again.');
    await english.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(english).toHaveURL(/\/shop$/);
  } finally {
    await consoleContext.close();
    await proxy.close();
  }
});
