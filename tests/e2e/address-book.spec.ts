import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { signInByApi } from './support/demo';

/** Moves the focus forward with the Tab key until the control has it (at most 80 presses). */
async function tabTo(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control never got the focus with Tab');
}

test('a member adds, edits and deletes an address with the keyboard alone, choosing the suggested street', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'select');
  await page.goto('/account/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Your addresses' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Add an address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: /^Street address/ }));
  await page.keyboard.type('10 Yonge Stret');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Unit 5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Toronto');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /^Province or territory/ })).toBeFocused();
  await page.keyboard.type('Ontario');
  await page.keyboard.press('Tab');
  await page.keyboard.type('m5e 1e5');
  await expect(page.getByRole('textbox', { name: /^Country/ })).toHaveValue('Canada');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert')).toContainText(
    'We could not find the entered street name. The suggested street name is Yonge Street. Thank you!',
  );
  const choice = page.getByRole('radiogroup', { name: 'Which address should we save?' });
  await expect(choice.getByRole('radio', { name: /Use the verified address/ })).toBeChecked();
  await tabTo(page, choice.getByRole('radio', { name: /Use the verified address/ }));
  await tabTo(page, page.getByRole('button', { name: 'Save this address' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Your addresses' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your address book has been updated.' })).toBeVisible();
  const saved = page.getByRole('listitem', { name: '10 Yonge Street' });
  await expect(saved).toContainText('Toronto Ontario M5E 1E5');

  await tabTo(page, saved.getByRole('link', { name: 'Edit the address 10 Yonge Street' }));
  await page.keyboard.press('Enter');
  const unit = page.getByRole('textbox', { name: /^Apartment, suite or unit/ });
  await tabTo(page, unit);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Unit 6');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: '10 Yonge Street' })).toContainText('Unit 6');

  await tabTo(page, page.getByRole('button', { name: 'Delete the address 10 Yonge Street' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete the address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('The address has been removed from your address book.');
  await expect(page.getByRole('listitem', { name: '10 Yonge Street' })).toHaveCount(0);
});

test('a French member is told a P.O. box cannot receive rewards, and takes the verified address', async ({ page }) => {
  await signInByApi(page, 'marie');
  await page.goto('/fr/account/address/new');
  await expect(page.getByRole('textbox', { name: /^Pays/ })).toHaveAccessibleDescription(/adresses municipales canadiennes seulement/);
  await page.getByRole('textbox', { name: /^Adresse municipale/ }).fill('Case postale 1234');
  await page.getByRole('textbox', { name: /^Ville/ }).fill('Toronto');
  await page.getByRole('combobox', { name: /^Province ou territoire/ }).selectOption('ON');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('M5X 1A9');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByText('Nous ne pouvons pas livrer à une case postale. Veuillez entrer une adresse municipale.')).toBeVisible();

  // The same rule in the second line, abbreviated the French way, then a rural route: each on its own field.
  const line2 = page.getByRole('textbox', { name: /^Appartement, bureau ou unité/ });
  await page.getByRole('textbox', { name: /^Adresse municipale/ }).fill('100 King St W');
  await line2.fill('C.P. 45');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(line2).toHaveAccessibleDescription('Nous ne pouvons pas livrer à une case postale. Veuillez entrer une adresse municipale.');
  await line2.fill('R.R. #2');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(line2).toHaveAccessibleDescription('Nous ne pouvons pas livrer à une route rurale. Veuillez entrer une adresse municipale.');
  await line2.fill('');

  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  const choice = page.getByRole('radiogroup', { name: 'Quelle adresse devons-nous enregistrer\u202f?' });
  await expect(choice.getByRole('radio', { name: /Utiliser l’adresse vérifiée.*100 King Street West/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enregistrer cette adresse' }).click();
  const saved = page.getByRole('listitem', { name: '100 King Street West' });
  await expect(saved).toContainText('Toronto Ontario M5X 1A9');
  await saved.getByRole('button', { name: 'Supprimer l’adresse 100 King Street West' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’adresse' }).click();
  await expect(page.getByRole('listitem', { name: '100 King Street West' })).toHaveCount(0);
});
