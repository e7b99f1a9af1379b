import type { ShippingAddress } from '@rewards-storefront/domain/address-book/shipping-address-form';
import { ALEX_IN_TORONTO } from './api-fixtures';

/** Alex Martin's address in Toronto with no second line, ready to ship to; `overrides` writes it otherwise (misspelt, a P.O. box). */
export function aShippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return { ...ALEX_IN_TORONTO, address2: null, ...overrides };
}
