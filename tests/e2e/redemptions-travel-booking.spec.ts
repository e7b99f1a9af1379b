import { seriousViolations } from './support/axe';
import { balanceShown } from './support/orders';
import { expect, test } from './support/test';
import { cardholderLike } from './support/cardholders';
import { signInByApi } from './support/demo';

test('a trip chosen at the travel partner is paid with points in the store, shows in the itineraries and is cancelled there, the points back', async ({
  page,
}) => {
  await signInByApi(page, await cardholderLike('business'));
  await page.goto('/travel-miles');
  const before = await balanceShown(page);
  await page.getByRole('button', { name: 'Book travel' }).click();
  await expect(page).toHaveURL(/\/sandbox\/travel-partner\/authenticate\?token=.+&lang=en$/);
  await page.getByRole('button', { name: 'Book Car rental in Calgary, 5 days' }).click();

  // The partner sends the member back to the store, which asks validate-member, then checkout.
  await expect(page).toHaveURL(/\/travel-miles\?travel_offer=car-calgary&attempt=[0-9a-f-]{36}$/);
  const panel = page.getByRole('region', { name: 'Confirm your trip' });
  await expect(panel).toContainText('Car rental in Calgary, 5 days');
  await expect(panel).toContainText('You chose this trip at Demo Travel.');
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Book with 12,000 pts' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your trip is booked' })).toBeVisible();
  await expect.poll(() => balanceShown(page)).toBe(before - 12_000);
  // A reload books nothing more: the partner's attempt id is the Idempotency-Key.
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Book with 12,000 pts' })).toBeVisible();
  await panel.getByRole('button', { name: 'Book with 12,000 pts' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your trip is booked' })).toBeVisible();
  await expect.poll(() => balanceShown(page)).toBe(before - 12_000);

  await panel.getByRole('link', { name: 'See it in your itineraries' }).click();
  const trip = page.getByRole('listitem', { name: 'Car rental in Calgary, 5 days' });
  await expect(trip).toHaveCount(1);
  await expect(trip).toContainText('Confirmed');
  await trip.getByRole('button', { name: 'Cancel the booking Car rental in Calgary, 5 days' }).click();
  await expect(trip).toContainText('Cancelled');
  await expect.poll(() => balanceShown(page)).toBe(before);

  await page.goto('/fr/account/my-itinerary');
  await expect(page.getByRole('listitem', { name: 'Location de voiture à Calgary, 5 jours' })).toContainText('Annulée');
});
