import { expect, test } from './support/test';
import { cardholderLike } from './support/cardholders';
import { NBSP, signInByApi } from './support/demo';

/*
 * Issue 21: a French member reads Pay with Rewards refusals in French, never the server's
 * English text, and an amount typed the French way is read as written. The purchase is paid
 * back in a second tab while the first still offers it, so the server refuses the first.
 * It debits a copy of the Elite cardholder's card (support/cardholders.ts).
 */
test('en français : un montant lu tel qu’écrit, et le refus du serveur dit en français', async ({ page, context }) => {
  await signInByApi(page, await cardholderLike('elite'));
  await page.goto('/fr/pay-with-rewards?days=30');
  const redeem = `Échanger Air Canada, 412,50${NBSP}$`;
  await page.getByRole('button', { name: redeem }).click();
  const dialog = page.getByRole('dialog', { name: 'Payer avec des récompenses' });
  const amount = dialog.getByRole('textbox', { name: /Montant à rembourser/ });
  await expect(amount).toHaveValue(`412,50`);
  await amount.fill('1 250,00');
  await dialog.getByRole('button', { name: 'Payer avec des points' }).click();
  await expect(dialog).toContainText(`Le montant ne peut pas dépasser l’achat, soit 412,50${NBSP}$`);
  await amount.fill('25,00');
  await expect(dialog).toContainText(`Coûte 2${NBSP}500${NBSP}pts`);

  // Meanwhile, the same purchase is paid back from another tab.
  const other = await context.newPage();
  await other.goto('/fr/pay-with-rewards?days=30');
  await other.getByRole('button', { name: redeem }).click();
  await other.getByRole('dialog', { name: 'Payer avec des récompenses' }).getByRole('button', { name: 'Payer avec des points' }).click();
  await expect(other.getByRole('region', { name: 'Notifications' })).toContainText('Achat remboursé avec des récompenses');
  await other.close();

  await dialog.getByRole('button', { name: 'Payer avec des points' }).click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Nous n’avons pas pu rembourser cet achat');
  await expect(notices).toContainText('Cet achat a déjà été payé avec des récompenses.');
  await expect(notices).not.toContainText('already');
});
