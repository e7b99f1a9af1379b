import { addressValidationOutcome, type AddressValidationOutcome } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import type { ShippingAddress } from '@rewards-storefront/domain/address-book/shipping-address-form';
import type { CheckoutGateway } from '../ports/checkout-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * The checkout verifies a new shipping address before using it (spec §5,
 * POST /validateAddress).
 *
 * Always holds: the answer follows the domain's suggestion flow
 * (`addressValidationOutcome`): a suggested address to choose against the
 * entered one, the suggested-street notice, the first error, or valid; a
 * call that fails is 'failed' (the generic error), reported unless it is
 * the session's.
 */
export class ValidateShippingAddress {
  constructor(
    private readonly gateway: CheckoutGateway,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(address: ShippingAddress): Promise<AddressValidationOutcome<ShippingAddress>> {
    const result = await this.gateway.validateAddress(address);
    if (result.ok) return addressValidationOutcome(result.answer);
    this.errors.report('address validation', result);
    return addressValidationOutcome<ShippingAddress>(null);
  }
}
