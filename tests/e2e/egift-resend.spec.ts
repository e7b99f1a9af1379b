import { expect, test } from './support/test';
import { signInByApi } from './support/demo';

test('a delivered eGift card is sent again from its order (the programme’s custom action), once', async ({ page }) => {
  await signInByApi(page, 'elite');
  await page.goto('/account/order-history');
  await page.getByRole('link', { name: 'Details of order DEMO-ELITE-0004' }).first().click();
  const resend = page.getByRole('button', { name: /^Send the eGift card .+ again$/ });
  await resend.click();
  await expect(page.getByText(/will be sent again to the email on file\.$/)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Resend requested');
  await expect(resend).toHaveCount(0);
});
