import { addressValidationOutcome } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import type { AddressFormValues } from '@rewards-storefront/domain/address-book/new-address';
import { shippingAddressProblems, type AddressFieldProblem } from '@rewards-storefront/domain/address-book/shipping-address';
import { withSuggestedStreet } from '@rewards-storefront/domain/address-book/street-suggestion';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { AddressBookGateway } from '../ports/address-book-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AnyGatewayFailure, FieldError } from '../ports/gateway-failure';

export interface SaveAddressInput {
  /** The address being edited, or null for a new one. */
  readonly id: number | null;
  readonly address: AddressFormValues;
  readonly isDefault: boolean;
  /**
   * The member chose this address after the verification (the entered one,
   * or the verified one): it is saved without asking the verifier again.
   */
  readonly confirmed: boolean;
  readonly locale: Locale;
}

/**
 * What saving did (spec §5 address validation): 'saved'; 'problems' found
 * by the domain's rules (nothing sent); the verifier's 'suggestion' (an
 * address written its way) or 'street-suggestion' (a street it knows), for
 * the member to choose between the entered and the verified address; its
 * 'error' code (PO_BOX_ERROR, MISSING_ADDRESS, ...); 'invalid' fields the
 * API refused; 'failed' (a notice says so).
 */
export type SaveAddressOutcome =
  | { readonly outcome: 'saved' }
  | { readonly outcome: 'problems'; readonly problems: readonly AddressFieldProblem[] }
  | { readonly outcome: 'suggestion'; readonly verified: AddressFormValues }
  | { readonly outcome: 'street-suggestion'; readonly streetName: string; readonly verified: AddressFormValues }
  | { readonly outcome: 'error'; readonly code: string }
  | { readonly outcome: 'invalid'; readonly fieldErrors: readonly FieldError[] }
  | { readonly outcome: 'failed' };

/**
 * The member adds or edits an address of their book (spec §2
 * /account/address/new and /edit, §5 the suggestion flow).
 *
 * Always holds: the domain's shipping rules first (Canadian street
 * addresses only); then the verifier, unless the member already chose
 * after it: a suggestion or a suggested street goes back to the form with
 * the verified address, an error with its code, a verifier that fails with
 * the generic error; only a valid or chosen address is saved. A read-only
 * admin is told the access is read-only; a refused session shows nothing.
 */
export class SaveAddress {
  constructor(
    private readonly gateway: AddressBookGateway,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: SaveAddressInput): Promise<SaveAddressOutcome> {
    const problems = shippingAddressProblems(input.address);
    if (problems.length > 0) return { outcome: 'problems', problems };
    if (!input.confirmed) {
      const verification = await this.verify(input.address);
      if (verification !== null) return verification;
    }
    const address = { ...input.address, isDefault: input.isDefault };
    const result =
      input.id === null ? await this.gateway.create(address, input.locale) : await this.gateway.update(input.id, address, input.locale);
    // No notice on success: the form leaves for the address book, and a navigation clears notices (spec §2);
    // the book says so itself.
    if (result.ok) return { outcome: 'saved' };
    if (result.reason === 'invalid') return { outcome: 'invalid', fieldErrors: result.fieldErrors };
    this.failed(result, 'address save');
    return { outcome: 'failed' };
  }

  /** The verifier's say, or null when the address is valid. */
  private async verify(address: AddressFormValues): Promise<SaveAddressOutcome | null> {
    const result = await this.gateway.validate(address);
    const outcome = addressValidationOutcome(result.ok ? result.answer : null);
    switch (outcome.kind) {
      case 'valid':
        return null;
      case 'suggestion':
        return { outcome: 'suggestion', verified: { ...address, ...outcome.suggestion } };
      case 'street-suggestion':
        return {
          outcome: 'street-suggestion',
          streetName: outcome.streetName,
          verified: { ...address, address1: withSuggestedStreet(address.address1, outcome.streetName) },
        };
      case 'error':
        return { outcome: 'error', code: (result.ok && result.answer.errors?.[0]?.code) || 'MISSING_ADDRESS' };
      case 'failed':
        if (!result.ok) this.failed(result, 'address verification');
        return { outcome: 'failed' };
    }
  }

  private failed(failure: AnyGatewayFailure, context: string): void {
    noticeFailedChange(failure, this.notifications, this.errors, context, {
      title: { key: 'addressBook.notice.failedTitle' },
      description: { key: 'addressBook.notice.failed' },
    });
  }
}
