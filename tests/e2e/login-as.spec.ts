import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/demo';

/** Signs in to the sandbox admin console and opens the store as a member in a new tab. */
async function openStoreAs(page: Page, admin: string, member: string): Promise<Page> {
  await page.goto('/sandbox/admin');
  await page.getByLabel('Username').fill(admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  const [store] = await Promise.all([
    page.context().waitForEvent('page'),
    // The row whose login cell is the member's (the account type column says "Business" for every business member).
    page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: member, exact: true }) })
      .getByRole('button', { name: /open the store/i })
      .click(),
  ]);
  await store.waitForLoadState();
  return store;
}

test('a read-only admin sees the member store with the banner, and every write control says it is read-only', async ({ page }) => {
  const store = await openStoreAs(page, 'auditor', 'elite');
  await expect(store).toHaveURL(/\/shop$/);
  const banner = store.getByRole('region', { name: 'Logged in as a member' });
  await expect(banner).toContainText('You are logged in as Alex Martin (read-only)');
  // The brand logo is not a link for an admin.
  await expect(store.getByRole('link', { name: 'Rewards store home' })).toHaveCount(0);

  // The server renders the admin's page too, banner and read-only controls in its HTML, and the browser hydrates it.
  const html = await (await store.request.get('/account')).text();
  expect(html).toContain('data-server-rendered="login-as"');
  // (React separates adjacent texts with empty comments.)
  expect(html.replaceAll('<!-- -->', '')).toContain('You are logged in as Alex Martin (read-only)');
  await store.goto('/account');
  await expect(store.locator('#root')).toHaveAttribute('data-server-rendered', 'login-as');
  await expect(store.getByRole('switch', { name: 'Marketing emails' })).toBeDisabled();
  await expect(store.getByRole('switch', { name: 'Marketing emails' })).toHaveAccessibleDescription(
    'Read-only access: changes cannot be made.',
  );
  await expect(store.getByRole('button', { name: 'Add the redeemer' })).toBeDisabled();
  expect(await seriousViolations(store)).toEqual([]);

  await store.goto('/shop/auralis-pulse-wireless-headphones');
  await expect(store.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(store.getByRole('button', { name: /to your wishlist/ }).first()).toBeDisabled();
  await expect(store.getByText('Read-only access: changes cannot be made.')).toBeVisible();
});

test('an admin with write access can change a preference, return to the console and find the change in the audit log', async ({ page }) => {
  const store = await openStoreAs(page, 'admin', 'business');
  await expect(store.getByRole('region', { name: 'Logged in as a member' })).toContainText('(full access)');
  await store.goto('/account');
  const marketing = store.getByRole('switch', { name: 'Marketing emails' });
  const before = await marketing.isChecked();
  await marketing.click();
  await expect(store.getByRole('status').filter({ hasText: 'Preferences saved' })).toBeVisible();
  await expect(marketing).toBeChecked({ checked: !before });
  expect(await seriousViolations(store)).toEqual([]);

  await store.getByRole('button', { name: 'Return to admin console' }).click();
  await expect(store).toHaveURL(/\/sandbox\/admin/);

  await store.getByRole('link', { name: /Audit log/ }).click();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const change = store
    .getByRole('row')
    .filter({ has: store.getByRole('rowheader', { name: 'Changed' }) })
    .first();
  await expect(change).toContainText('PUT /api/v1/member/profile');
  await expect(change).toContainText('(business)');
  await expect(
    store
      .getByRole('row')
      .filter({ has: store.getByRole('rowheader', { name: 'Returned to the console' }) })
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(store)).toEqual([]);
});
