import { expect, test, newBrowserContext } from './support/test';
import { signIn, signInByApi } from './support/demo';

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/shop');
  // The page renders once its language's messages are in (they may arrive just after the load event).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a navigation dropdown opens from the keyboard and a partner retailer asks first', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' });
  await shop.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Gift cards/ })).toBeVisible();

  await menu.getByRole('menuitem', { name: /TechHub/ }).click();
  const notice = page.getByRole('dialog', { name: 'You are leaving the rewards store' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /Continue to TechHub/ })).toBeVisible();
  await notice.getByRole('button', { name: 'Stay in the store' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the profile menu shows the member name and account links', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Alex Martin');
  await expect(menu.getByRole('menuitem', { name: 'Order history' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Online banking' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('a guest opens the sign-in modal with the bank sign-in choices', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to the rewards store' });
  for (const name of ['Sign in with online banking', 'Business card sign-in', 'Commercial card sign-in', 'Enrol now']) {
    await expect(dialog.getByRole('link', { name }).or(dialog.getByRole('button', { name }))).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the footer and the shipping ticker come from the content service, in both languages', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('contentinfo')).toContainText('Programme rules');
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await expect(announcements).toBeVisible();
  await announcements.getByRole('button', { name: /Dismiss the message/ }).first().click();
  await expect(announcements).toHaveCount(0);

  await page.goto('/fr/shop');
  await expect(page.getByRole('contentinfo')).toContainText('Règlement du programme');
});

test('in the bank mobile app the header and footer are hidden', async ({ browser }) => {
  const context = await newBrowserContext(browser, { userAgent: 'Mozilla/5.0 (Linux; Android 14) DemoBankMobile/7.2' });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchandise' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await context.close();
});

test('the error page speaks both languages', async ({ page }) => {
  await page.goto('/error?status=503');
  await expect(page.getByText('Error 503')).toBeVisible();
  await signIn(page, 'elite');
  // Wait for the profile (and its one-time preferred-language check) and the shop's first products, so the
  // sign-in's own navigation has settled, before changing language.
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /products/ })).toBeVisible();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/shop$/);
  await page.goto('/fr/error?status=503');
  await expect(page.getByText('Erreur 503')).toBeVisible();
});
