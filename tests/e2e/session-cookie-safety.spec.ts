import { expect, test } from './support/test';
import { sessionTokenOf, signIn, utilityBar } from './support/demo';

/** Every JWT-shaped string in `text`, with its payload's audience. */
function jwtAudiences(text: string): unknown[] {
  return [...text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)].map((match) => {
    const claims = JSON.parse(Buffer.from(match[1] ?? '', 'base64url').toString('utf8')) as { aud?: unknown };
    return claims.aud;
  });
}

test('a script running in the store cannot read the member’s session: it lives only in an httpOnly cookie', async ({ page }) => {
  await signIn(page, 'elite');
  await expect(utilityBar(page)).toBeVisible();
  const token = await sessionTokenOf(page);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('rewards_session'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  // Everything page script can reach: its cookies and both storages.
  const reachable = await page.evaluate(() => {
    const dump = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    return [document.cookie, ...dump(window.localStorage), ...dump(window.sessionStorage)].join('\n');
  });
  expect(reachable).not.toContain(token);
  expect(reachable).not.toContain('rewards_session');
  // No session token of any sign-in either (the device token of the sign-in form is not one: its audience is "device").
  expect(jwtAudiences(reachable)).not.toContain('programme-api');
  // The CSRF token is there on purpose, and is not a credential: the API wants the cookie with it.
  expect(reachable).toMatch(/rewards_csrf=/);
});

test('another site can neither post to the store’s API with the member’s session nor call it from script', async ({ page }) => {
  await signIn(page, 'elite');
  await expect(utilityBar(page)).toBeVisible();
  const api = new URL('/api/v1/auth/logout-everywhere', page.url()).href;

  // Another site in the same browser: pages of no origin of ours.
  const formSite = await page.context().newPage();
  await formSite.goto('about:blank');
  // A classic CSRF: an auto-submitted form (the one kind of cross-site post a browser sends without asking).
  await formSite.setContent(`<form method="post" action="${api}" enctype="text/plain"><input name="x" value="y"></form>`);
  const answer = formSite.waitForResponse(api);
  await formSite.locator('form').evaluate((form: HTMLFormElement) => form.submit());
  expect((await answer).status()).not.toBe(204);
  await formSite.close();
  // And from script: a credentialed call with a header of its own needs a CORS permission the API never gives.
  const scriptSite = await page.context().newPage();
  await scriptSite.goto('about:blank');
  const fromScript = await scriptSite.evaluate(async (url) => {
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'X-CSRF-Token': 'guess' } });
      return `answered ${response.status}`;
    } catch {
      return 'blocked';
    }
  }, api);
  expect(fromScript).toBe('blocked');
  await scriptSite.close();

  // The member is still signed in: nothing was ended.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(utilityBar(page)).toBeVisible();
});
