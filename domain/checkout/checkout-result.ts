/** The server messages of spec §8 "Checkout" that name a payment outcome (English, as the server sends them). */
export const CHECKOUT_SERVER_MESSAGES = {
  fraudDetected: 'suspicious fraud transaction detected',
  paymentError: 'error performing payment authorization transaction',
} as const;

/** The placement result a checkout screen shows for an address the product cannot ship to (spec §4). */
export const ADDRESS_RESTRICTION = 'addressRestriction';

/**
 * A checkout's placement result (spec §4): success, fraudDetected,
 * paymentError, the address-restriction constant, or any other failure's
 * lowercased server message.
 */
export type CheckoutResult = 'success' | 'fraudDetected' | 'paymentError' | typeof ADDRESS_RESTRICTION | (string & {});

/**
 * Maps a checkout failure to its placement result, exactly as spec §8 says:
 * the message 'suspicious fraud transaction detected' is fraudDetected; 'error
 * performing payment authorization transaction' is paymentError; a code
 * containing po_box or invalid_country is the address restriction; anything
 * else is the message lowercased. Codes and messages compare without regard
 * to case.
 */
export function checkoutFailureResult(failure: { readonly code?: string | null; readonly message?: string | null }): CheckoutResult {
  const message = (failure.message ?? '').toLowerCase();
  if (message === CHECKOUT_SERVER_MESSAGES.fraudDetected) {
    return 'fraudDetected';
  }
  if (message === CHECKOUT_SERVER_MESSAGES.paymentError) {
    return 'paymentError';
  }
  const code = failure.code?.toLowerCase();
  if (code?.includes('po_box') || code?.includes('invalid_country')) {
    return ADDRESS_RESTRICTION;
  }
  return message;
}
