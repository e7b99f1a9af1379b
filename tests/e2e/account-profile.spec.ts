import { expect, test } from './support/test';
import { signInByApi } from './support/demo';
import { linkFromMailbox } from './support/mailbox';

test('an Elite member sees their details and active card, and changes contact details in online banking', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Alex Martin');
  await expect(details).toContainText('alex.martin@example.com');
  await expect(details.getByRole('link', { name: 'Go to online banking' })).toHaveAttribute('href', '/sandbox/online-banking');
  const card = page.getByRole('region', { name: 'Your active card' });
  await expect(card).toContainText('**** 4821');
  await expect(card).toContainText('152,300 PTS');
});

test('a select member asks for a new email here, typed twice (in French); it takes effect once the link in the mailbox is followed, once', async ({
  page,
}) => {
  // A new address each run, so a retry against the same database asks for a change again.
  const newEmail = `chloe.gagnon+${Date.now().toString(36)}@example.com`;
  await signInByApi(page, 'select');
  await page.goto('/fr/account');
  const details = page.getByRole('region', { name: 'Vos renseignements' });
  const onFile = (await details.locator('dd').nth(1).textContent()) ?? '';
  await details.getByRole('button', { name: 'Modifier vos coordonnées' }).click();
  await details.getByRole('textbox', { name: 'Courriel', exact: true }).fill(newEmail);
  await details.getByRole('textbox', { name: 'Confirmer le courriel' }).fill('chloe.gagnon@example.com');
  await details.getByRole('button', { name: 'Enregistrer les coordonnées' }).click();
  await expect(details.getByText('Confirmer le courriel ne correspond pas')).toBeVisible();

  await details.getByRole('textbox', { name: 'Confirmer le courriel' }).fill(newEmail);
  const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/v1/member/profile'));
  await details.getByRole('button', { name: 'Enregistrer les coordonnées' }).click();
  expect(Object.keys((await sent).postDataJSON() as object).sort()).toEqual(['email', 'phone']);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Consultez votre nouvelle adresse courriel');
  // Not the member's email yet: the one on file stays, the new one is pending verification.
  await expect(details).toContainText(`Nouvelle adresse courriel en attente de vérification : ${newEmail}`);
  await expect(details.locator('dd').nth(1)).toHaveText(onFile);

  // The member's language is English: the emails are in English. The old address is told.
  const link = await linkFromMailbox(page, { to: newEmail, subject: /Confirm your new email address/, path: '/register/verify' });
  await page.goto('/sandbox/mailbox');
  await expect(page.getByRole('row').filter({ hasText: onFile }).filter({ hasText: 'A change of your email address was requested' }).first()).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your new email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  const after = page.getByRole('region', { name: 'Your details' });
  await expect(after.locator('dd').nth(1)).toHaveText(newEmail);
  await expect(after).not.toContainText('pending verification');

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
});

test('a cardholder names an authorized redeemer on the card and removes them', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Authorized redeemers' });
  const list = section.getByRole('list', { name: 'Who can redeem on this card' });
  await expect(list).toContainText('Jordan Martin');
  await section.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await section.getByRole('textbox', { name: 'Last name' }).fill('Martin');
  await section.getByRole('textbox', { name: 'Email' }).fill('sam.martin.e2e@example.com');
  await section.getByRole('combobox', { name: 'Relation to you' }).selectOption('child');
  await section.getByRole('button', { name: 'Add the redeemer' }).click();
  await expect(list.getByText('Sam Martin')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Sam Martin' })).toContainText('Child');

  await page.reload();
  await expect(list.getByText('Sam Martin')).toBeVisible();
  await section.getByRole('button', { name: 'Remove Sam Martin as an authorized redeemer' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Sam Martin can no longer redeem the points of this card.',
  );
  await expect(list.getByText('Sam Martin')).toHaveCount(0);
});
