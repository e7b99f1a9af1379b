import { expect, test } from './support/test';
import { signInByApi } from './support/demo';

test('a member opens a flight’s itinerary at the travel partner', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/my-itinerary');
  const flight = page.getByRole('listitem', { name: 'Flight Toronto (YYZ) – Vancouver (YVR)' });
  await expect(flight).toContainText('TRV-88231');
  await expect(flight).toContainText('Confirmed');
  await expect(flight).toContainText('Alex Martin');
  await expect(page.getByRole('listitem', { name: 'Hotel in Vancouver, 3 nights' })).toContainText('Booked');
  await flight.getByRole('button', { name: /View the itinerary of Flight/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/travel-partner\/authenticate\?token=.+&lang=en&redirect=itinerary%2Fflight%2FDEMO-ELITE-0008$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your itinerary' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('TRV-88231');
});

test('a member opens a hotel’s itinerary in French', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/fr/account/my-itinerary');
  const hotel = page.getByRole('listitem', { name: 'Hôtel à Vancouver, 3 nuits' });
  await expect(hotel).toContainText('Réservée');
  await expect(hotel).toContainText('Invités');
  await hotel.getByRole('button', { name: /Voir l’itinéraire de Hôtel/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre itinéraire' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('HTL-55102');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});
