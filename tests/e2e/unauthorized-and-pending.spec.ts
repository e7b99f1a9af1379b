import { expect, test } from './support/test';
import { sessionTokenOf, signIn, submitSignIn, utilityBar } from './support/demo';
import { watchNetwork } from './support/network';

test('a 401 from the API clears the session and sends the member to the root', async ({ page, request }) => {
  const network = watchNetwork(page);
  await signIn(page, 'elite');
  // Let start-up finish (accounts, profile, cart, the shop page), so the next call is the first to meet the revoked token.
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await network.quiet();
  const token = await sessionTokenOf(page);
  // Revoke the token behind the store's back: its next call answers 401.
  const logout = await request.post('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(204);

  // The store leaves the page while it loads, so wait only for the navigation to start.
  await page.goto('/shop', { waitUntil: 'commit' });
  // The store's first call answers 401: the session is cleared and the member sent to the root,
  // which for a guest is the programme home (reference profile).
  await expect(page).toHaveURL(/\/sandbox\/programme-home/);
  await page.goto('/shop');
  await expect(utilityBar(page)).toHaveCount(0);
});

test('a member with pending actions accepts the programme rules, then shops', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, 'pending');
  await expect(page).toHaveURL(/\/pending-actions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before you continue');

  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await accept.click();
  await expect(page.getByText('You must accept the programme rules to continue')).toBeVisible();

  await page.getByRole('checkbox', { name: 'I have read and accept the programme rules' }).check();
  await accept.click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(utilityBar(page).getByTestId('points-balance')).toHaveText('5,600 PTS');
});
