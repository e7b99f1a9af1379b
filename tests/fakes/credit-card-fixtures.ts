import type { CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';

/** March 15, 2026: the card below is not expired then. */
export const CARD_CHECK_TIME = new Date('2026-03-15T12:00:00Z');

/** Alex's rewards Visa in the range 451234–451239, billed to a Toronto address. */
export const VALID_REWARDS_CARD: CreditCardFields = {
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: '4512 3400 0000 0003',
  expiry_month: 12,
  expiry_year: 2028,
  cvv: '123',
  card_type: 'visa',
  billing_address: { address1: '100 King Street West', address2: null, city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' },
};
