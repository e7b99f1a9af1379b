import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { submitSignIn } from './support/demo';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * Issue 25: a failure the member is not shown (spec §8: the account load,
 * other than 403) reaches the programme API's error reports, scrubbed, with
 * the page's route and the build's release, past the page's
 * Content-Security-Policy (checked by every journey).
 */
test('an account load that fails in the browser is reported to the programme API, without the email address it quoted', async ({ page }) => {
  // The account service fails for this browser only; everything else, the error report included, reaches the real server.
  // (A page the server renders for the member carries their cards: the browser loads them itself after signing in.)
  await page.route('**/api/v1/member/account', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'Account service down for alex.martin@example.com' } })
      : route.fallback(),
  );
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/v1/client-errors') && response.request().method() === 'POST');
  await page.goto('/login');
  await submitSignIn(page, 'elite');

  const response = await reported;
  expect(response.status()).toBe(204);
  const { reports } = response.request().postDataJSON() as { reports: Record<string, string>[] };
  expect(reports).toContainEqual({
    context: 'account load',
    reason: 'unavailable',
    detail: '503 SERVICE_UNAVAILABLE Account service down for [email]',
    // Loaded as the sign-in answers, reported from the sign-in page or the shop it leads to.
    route: expect.stringMatching(/^\/(login|shop)$/),
    release: version,
  });
  expect(JSON.stringify(reports)).not.toContain('alex.martin@example.com');
});

test('an error the page script throws and nothing catches is reported with its message, scrubbed', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/v1/client-errors') && response.request().method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Rendering failed for member 4512345678011000');
    });
  });

  const response = await reported;
  expect(response.status()).toBe(204);
  const { reports } = response.request().postDataJSON() as { reports: Record<string, string>[] };
  expect(reports).toContainEqual(
    expect.objectContaining({ context: 'page script', reason: 'uncaught-error', route: '/shop', release: version }),
  );
  const detail = reports.find((report) => report.reason === 'uncaught-error')?.detail ?? '';
  expect(detail).toMatch(/^Error: Rendering failed for member \[number\]/);
  expect(detail).not.toContain('4512345678011000');
});
