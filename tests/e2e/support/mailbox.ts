import { expect, type Page } from '@playwright/test';

/**
 * Opens the sandbox mailbox, waits for an email to `to` whose subject
 * matches (the outbox is delivered right after the request, or within its
 * 5 s sweep), opens it and answers the first link of its text to `path`.
 */
export async function linkFromMailbox(page: Page, input: { to: string; subject: RegExp; path: string }): Promise<string> {
  const row = page
    .getByRole('row')
    .filter({ hasText: input.to })
    .filter({ has: page.getByRole('link', { name: input.subject }) });
  await expect(async () => {
    await page.goto('/sandbox/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await row.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.subject);
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = new RegExp(`https?://[^\\s]+${input.path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${input.path} link in the email to ${input.to}`);
  return link;
}
