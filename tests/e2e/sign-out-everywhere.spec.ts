import { expect, test, newBrowserContext } from './support/test';
import { seriousViolations } from './support/axe';
import { signIn, utilityBar } from './support/demo';
import { preferredLanguageApplied } from './support/language-check';

// `onhold` (no usable card) is signed into by few other journeys: signing it out everywhere disturbs none of theirs.
test('signing out everywhere in one browser ends the other browser’s session at its next call', async ({ browser }) => {
  // Two browsers, two sign-ins: twice the work of one journey.
  test.setTimeout(180_000);
  const laptop = await newBrowserContext(browser);
  const phone = await newBrowserContext(browser);
  try {
    const here = await laptop.newPage();
    const elsewhere = await phone.newPage();
    await signIn(elsewhere, 'onhold');
    await signIn(here, 'onhold');

    await here.goto('/account');
    const section = here.getByRole('region', { name: 'Signed-in devices' });
    await expect(section).toBeVisible();
    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = here.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toBeVisible();
    // Staying signed in takes the focus: Enter never signs out by accident.
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    expect(await seriousViolations(here)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    // Where sign-out lands today: the account type's sign-out page.
    await expect(here).toHaveURL(/\/sandbox\/programme-home\?.*signed_out=1/);

    // The other browser still holds its token; its next call answers 401, the session is cleared and the
    // member sent where guests go (the programme home, which offers sign-in). A live session would stay on /shop.
    await elsewhere.goto('/shop', { waitUntil: 'commit' });
    await expect(elsewhere).toHaveURL(/\/sandbox\/programme-home/);
    await elsewhere.goto('/shop');
    await expect(utilityBar(elsewhere)).toHaveCount(0);
  } finally {
    await laptop.close();
    await phone.close();
  }
});

// Marie prefers French; she only opens the dialog and stays signed in.
test('the sign-out-everywhere section and its dialog pass axe in French', async ({ page }) => {
  await signIn(page, 'marie', { french: true });
  await preferredLanguageApplied(page);
  await page.goto('/fr/account');
  const section = page.getByRole('region', { name: 'Appareils connectés' });
  await section.getByRole('button', { name: 'Me déconnecter partout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vous déconnecter partout\u202f?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Rester connecté' }).click();
  await expect(dialog).toHaveCount(0);
});
