import { describe, expect, it } from 'vitest';
import { ADDRESS_RESTRICTION, CHECKOUT_SERVER_MESSAGES, checkoutFailureResult } from './checkout-result.ts';

describe('checkout placement result (spec §4, §8 "Checkout")', () => {
  it('maps the fraud message to fraudDetected and the authorization message to paymentError', () => {
    expect(checkoutFailureResult({ code: 'PAYMENT_DECLINED', message: 'suspicious fraud transaction detected' })).toBe('fraudDetected');
    expect(checkoutFailureResult({ code: 'PAYMENT_DECLINED', message: 'error performing payment authorization transaction' })).toBe('paymentError');
    expect(checkoutFailureResult({ message: 'Suspicious Fraud Transaction Detected' })).toBe('fraudDetected');
    expect(CHECKOUT_SERVER_MESSAGES).toEqual({
      fraudDetected: 'suspicious fraud transaction detected',
      paymentError: 'error performing payment authorization transaction',
    });
  });

  it('maps a code containing po_box or invalid_country to the address restriction, whatever its case', () => {
    expect(ADDRESS_RESTRICTION).toBe('addressRestriction');
    expect(checkoutFailureResult({ code: 'SHIPPING_ADDRESS_PO_BOX', message: 'No P.O. boxes.' })).toBe('addressRestriction');
    expect(checkoutFailureResult({ code: 'shipping_address_invalid_country', message: 'Canada only.' })).toBe('addressRestriction');
    expect(checkoutFailureResult({ code: 'SHIPPING_ADDRESS_PO_BOX_RURAL_ROUTE', message: 'x' })).toBe('addressRestriction');
  });

  it('gives any other failure’s message lowercased', () => {
    expect(checkoutFailureResult({ code: 'INSUFFICIENT_POINTS', message: 'Not Enough Points.' })).toBe('not enough points.');
    expect(checkoutFailureResult({ code: 'POBOX', message: 'Other' })).toBe('other');
    expect(checkoutFailureResult({})).toBe('');
    expect(checkoutFailureResult({ code: null, message: null })).toBe('');
  });

  it('checks the messages before the code', () => {
    expect(checkoutFailureResult({ code: 'SHIPPING_ADDRESS_PO_BOX', message: 'suspicious fraud transaction detected' })).toBe('fraudDetected');
    expect(checkoutFailureResult({ code: 'SHIPPING_ADDRESS_PO_BOX', message: 'error performing payment authorization transaction' })).toBe('paymentError');
  });
});
