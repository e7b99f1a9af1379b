import { expect, test } from './support/test';
import { signIn } from './support/demo';

test.describe('reference profile (the default deployment)', () => {
  test('a guest asking for a member page is sent to the programme home, in their language', async ({ page }) => {
    await page.goto('/account/order-history');
    await expect(page).toHaveURL(/\/sandbox\/programme-home/);
    await page.goto('/fr/account');
    await expect(page).toHaveURL(/\/sandbox\/programme-home\?.*lang=fr/);
  });

  test('a guest may browse the public pages and use the login form', async ({ page }) => {
    for (const path of ['/shop', '/charitable-donations', '/financial-rewards', '/login', '/fr/shop']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
    }
  });

  test('a guest on a closed page reached from a public one goes back to that page', async ({ page }) => {
    await page.goto('/shop?page=2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client-side navigation from the shop to the cart (not public, not always external).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/shop/cart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/shop\?page=2$/);
  });

  test('a signed-in member at / sees the home page of their locale', async ({ page }) => {
    await signIn(page, 'elite');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  });
});

test.describe('bank profile (the spec lists exactly)', () => {
  test.beforeEach(async ({ page }) => {
    // The profile is content configuration; serve the bank's for this browser only.
    await page.route('**/api/v1/guest/program/*/cms/config**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { guard_profile: string } };
      body.data.guard_profile = 'bank';
      await route.fulfill({ response, json: body });
    });
    // A visitor's page comes rendered by the server, with the guest content in it (server/README.md, issues 16 and 24).
    // Asked for with a session cookie it is the browser's to render; the guest content taken out, the storefront
    // asks the API above.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0, headers: { ...route.request().headers(), cookie: 'rewards_session=none' } });
      const html = (await response.text()).replace(/<script type="application\/json" id="guest-content".*?<\/script>/s, '');
      await route.fulfill({ response, body: html });
    });
  });

  test('the login form and password recovery are external to the store for guests', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/sandbox\/programme-home/);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/sandbox\/programme-home/);
  });

  test('the shop stays public', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Merchandise' })).toBeVisible();
  });
});
