import type { Page } from './support/test';

/** What a journey types in the checkout's card form: the holder, the card (when it is typed here) and the billing address. */
export interface PaymentCardEntry {
  readonly firstName: string;
  readonly lastName: string;
  readonly number?: string;
  readonly billing: { readonly street: string; readonly city: string; readonly region: string; readonly postalCode: string };
}

/** Fills the payment step's card form as a member would: a Visa expiring in December two years on, CVV 123. */
export async function fillPaymentCard(page: Page, entry: PaymentCardEntry): Promise<void> {
  await page.getByRole('textbox', { name: 'First name on the card' }).fill(entry.firstName);
  await page.getByRole('textbox', { name: 'Last name on the card' }).fill(entry.lastName);
  if (entry.number !== undefined) await page.getByRole('textbox', { name: 'Card number' }).fill(entry.number);
  await page.getByRole('combobox', { name: 'Expiry month' }).selectOption('12');
  await page.getByRole('combobox', { name: 'Expiry year' }).selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
  await page.getByRole('combobox', { name: 'Card type' }).selectOption('visa');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByRole('textbox', { name: 'Street address' }).fill(entry.billing.street);
  await billing.getByRole('textbox', { name: 'City' }).fill(entry.billing.city);
  await billing.getByRole('textbox', { name: 'Province or state' }).fill(entry.billing.region);
  await billing.getByRole('textbox', { name: 'Postal or ZIP code' }).fill(entry.billing.postalCode);
}

/** The Toronto billing address most journeys pay with. */
export const TORONTO_BILLING = { street: '100 King Street West', city: 'Toronto', region: 'ON', postalCode: 'M5X 1A9' } as const;
